import { zoneLabel } from '@herald/contracts'
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

/** '2026-06-01 07:58' on the job's clock. */
function dateTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  )
  return `${parts['year']}-${parts['month']}-${parts['day']} ${parts['hour']}:${parts['minute']}`
}

/** What history says started a run after a refresh: 'Refresh of dataset Sales completed at 2026-06-01 07:58 (Europe/Paris)'. */
export function refreshRunDetail(refresh: Pick<DataRefresh, 'source' | 'endedAt'>, timeZone: string): string {
  return `Refresh of ${refresh.source} completed at ${dateTime(refresh.endedAt, timeZone)} (${timeZone})`
}
