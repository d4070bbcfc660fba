import type { JobExecution } from '@herald/contracts'

/** While a run may still change, its history refreshes itself this often. */
export const ACTIVE_REFRESH_MS = 5000

const TRIGGER_LABELS: Record<string, string> = {
  SCHEDULE: 'Scheduled',
  CATCH_UP: 'Catch-up',
  MANUAL: 'Run now',
  API: 'API',
  REFRESH: 'Data refresh',
  TRIGGER_URL: 'Trigger URL',
  TEST: 'Test send',
}

const RUN_STATUS_LABELS: Record<JobExecution['runStatus'], string> = {
  QUEUED: 'Queued',
  RUNNING: 'Running',
  SUCCESS: 'Finished',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
  SKIPPED: 'Skipped',
  MISSED: 'Missed',
}

/** Whether the run may still change: it is queued or running, or files wait to be generated. */
export function isExecutionActive(execution: JobExecution): boolean {
  return (
    execution.runStatus === 'QUEUED' ||
    execution.runStatus === 'RUNNING' ||
    execution.inQueue > 0 ||
    execution.emailStatus === 'In Queue'
  )
}

/**
 * 'Run now · Failed: the report timed out' — how the run started, how it ended and why; a test send and
 * skipped rows (ADR 0043) say what they mean for the recipients.
 */
export function describeRun({ trigger, triggerDetail, runStatus, reason, skipped }: JobExecution): string {
  const outcome = `${RUN_STATUS_LABELS[runStatus]}${reason ? `: ${reason}` : ''}`
  // A run after a refresh names the refresh (ADR 0044): 'Refresh of dataset Sales completed at … · Finished'.
  const started =
    trigger === 'REFRESH' && triggerDetail ? triggerDetail : (TRIGGER_LABELS[trigger] ?? trigger)
  const parts = [`${started} · ${outcome}`]
  if (trigger === 'TEST') parts.push(testRunText)
  if (skipped > 0) parts.push(skippedText(skipped))
  return parts.join('. ')
}

export const testRunText =
  'Sent only to the address in the To column; the rows’ own recipients got nothing and the schedule did not move'

export function skippedText(count: number): string {
  return count === 1
    ? '1 row had no data and was skipped: nothing was sent for it'
    : `${count} rows had no data and were skipped: nothing was sent for them`
}
