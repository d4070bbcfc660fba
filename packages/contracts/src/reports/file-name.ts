import { z } from 'zod/mini'

/** FILE DATE choices (spec §3 reportRunPeriod); CUSTOM is labelled BLANK in the wizard. */
export const ReportRunPeriod = z.enum([
  'CURRENT_DATE',
  'LAST_WEEK',
  'LAST_MONTH',
  'LAST_QUARTER',
  'LAST_YEAR',
  'NONE',
  'CUSTOM',
])
export type ReportRunPeriod = z.infer<typeof ReportRunPeriod>

export const REPORT_RUN_PERIOD_LABELS: Record<ReportRunPeriod, string> = {
  CURRENT_DATE: 'Current date',
  LAST_WEEK: 'Last week',
  LAST_MONTH: 'Last month',
  LAST_QUARTER: 'Last quarter',
  LAST_YEAR: 'Last year',
  NONE: 'None',
  CUSTOM: 'BLANK',
}

/** The token a subject may carry; each email replaces it with its attachment's file name. */
export const FILE_NAME_TOKEN = '{fileName}'

const pad = (n: number) => String(n).padStart(2, '0')
const isoDay = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`

/**
 * The date part of a file name for a run on `today` (the job's local date, 'YYYY-MM-DD'): the run date,
 * the previous ISO week (Monday to Sunday), month, quarter or year; nothing for NONE and CUSTOM.
 */
export function fileDateToken(period: ReportRunPeriod, today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  switch (period) {
    case 'CURRENT_DATE':
      return today
    case 'LAST_WEEK': {
      const date = new Date(Date.UTC(y, m - 1, d))
      const mondayOffset = (date.getUTCDay() + 6) % 7
      const start = new Date(Date.UTC(y, m - 1, d - mondayOffset - 7))
      const end = new Date(Date.UTC(y, m - 1, d - mondayOffset - 1))
      const day = (t: Date) => isoDay(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate())
      return `${day(start)}_to_${day(end)}`
    }
    case 'LAST_MONTH':
      return m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`
    case 'LAST_QUARTER': {
      const quarter = Math.floor((m - 1) / 3)
      return quarter === 0 ? `${y - 1}-Q4` : `${y}-Q${quarter}`
    }
    case 'LAST_YEAR':
      return String(y - 1)
    case 'NONE':
    case 'CUSTOM':
      return ''
  }
}

/** FILE NAME, FILE DATE and the row's filter value joined by ' - ' (unsanitized; the server sanitizes). */
export function buildFileName(parts: { prefix: string; dateToken: string; filterValue: string }): string {
  return [parts.prefix, parts.dateToken, parts.filterValue]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' - ')
}

/** The subject of one email: the token replaced by the file name, or the subject as written. */
export function subjectFor(subject: string, fileName: string): string {
  return subject.split(FILE_NAME_TOKEN).join(fileName)
}
