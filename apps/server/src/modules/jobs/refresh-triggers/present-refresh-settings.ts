import type { RefreshSettingsView } from '@herald/contracts'
import type { JobRow } from '../jobs.queries.ts'

export function presentRefreshSettings(row: JobRow): RefreshSettingsView {
  return {
    runOnSchedule: row.runOnSchedule,
    runAfterRefresh: row.runAfterRefresh,
    refreshPollMinutes: row.refreshPollMinutes,
    runWindowStart: row.runWindowStart,
    runWindowEnd: row.runWindowEnd,
    refreshMinHours: row.refreshMinHours,
    refreshNote: row.refreshNote,
    lastRefreshRunAt: row.lastRefreshRunAt?.toISOString() ?? null,
    triggerCreatedAt: row.triggerCreatedAt?.toISOString() ?? null,
  }
}
