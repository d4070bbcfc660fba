import { formatRunDate, zoneLabel } from '@herald/contracts'
import type { DataRefresh } from '../../../connectors/connector.ts'

/** '07:58 CET' on the job's clock, with the zone's label (ADR 0054). */
export function clockTime(at: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at)
  return `${time} ${zoneLabel(at, timeZone)}`
}

/** What history says started a run after a refresh: 'Refresh of dataset Sales completed at 2026-06-01 07:58 (Europe/Paris)'. */
export function refreshRunDetail(refresh: Pick<DataRefresh, 'source' | 'endedAt'>, timeZone: string): string {
  return `Refresh of ${refresh.source} completed at ${formatRunDate(refresh.endedAt, timeZone, 'YYYY-MM-DD HH:mm')} (${timeZone})`
}
