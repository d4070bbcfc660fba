import type { DeliveryPlan } from '@herald/contracts'

/** The texts of Who gets what and of a row's preview (ADR 0043). */
export const safeSendingTexts = {
  title: 'Who gets what',
  noRows: 'No active row: the run would make no file and send no email.',
  notConfigured: 'Complete step 2 to see who gets what.',
  emailsOff: 'Emails are disabled: the files are made but nobody is emailed.',
  previewAction: (row: number) => `Preview row ${row}`,
  previewTitle: (filterName: string, filterValue: string) =>
    filterName.trim() === ''
      ? 'Preview: the whole report'
      : `Preview: ${filterName.trim()} = ${filterValue.trim()}`,
  previewLoading: 'Rendering the row’s file…',
  previewNote: 'A preview sends no email and is not kept.',
  downloaded: (fileName: string) => `Preview downloaded: ${fileName}`,
} as const

function plural(count: number, unit: string): string {
  return `${count.toLocaleString('en-US')} ${unit}${count === 1 ? '' : 's'}`
}

/** 'under a minute', 'about 3 minutes', 'about 2 hours 10 minutes'. */
export function durationWords(seconds: number): string {
  if (seconds < 60) return 'under a minute'
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `about ${plural(minutes, 'minute')}`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return `about ${plural(hours, 'hour')}${rest ? ` ${plural(rest, 'minute')}` : ''}`
}

/** '5 files, 5 emails · about 2 minutes (from this job’s last runs)'. */
export function planSummary(
  plan: Pick<DeliveryPlan, 'files' | 'emails' | 'estimatedSeconds' | 'estimateFrom'>,
): string {
  const basis =
    plan.estimateFrom === 'LAST_RUNS' ? 'from this job’s last runs' : 'estimated before its first run'
  return `${plural(plan.files, 'file')}, ${plural(plan.emails, 'email')} · ${durationWords(plan.estimatedSeconds)} (${basis})`
}

/** 'Showing the first 200 of 10,000 rows.' when the list is capped. */
export function cappedText(listed: number, files: number): string | null {
  return listed < files
    ? `Showing the first ${listed.toLocaleString('en-US')} of ${plural(files, 'row')}.`
    : null
}
