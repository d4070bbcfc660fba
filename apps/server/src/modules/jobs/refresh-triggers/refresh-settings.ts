import {
  DEFAULT_REFRESH_POLL_MINUTES,
  refreshSettingsProblem,
  type RefreshSettingsInput,
} from '@herald/contracts'
import { AppError } from '../../../platform/http/errors.ts'
import type { NewJobRow } from '../jobs.queries.ts'

type Stored = Pick<
  NewJobRow,
  | 'runOnSchedule'
  | 'runAfterRefresh'
  | 'refreshPollMinutes'
  | 'runWindowStart'
  | 'runWindowEnd'
  | 'refreshMinHours'
>

/**
 * The refresh-trigger columns step 1 saves (ADR 0044): absent fields keep the stored values; the cross-field rules
 * are checked on the result (400 naming the field). Turning "after each refresh" on starts tracking refreshes from
 * now (earlier ones are history, not news) with a poll at once; a new interval, window or limit polls at once too.
 */
export function refreshSettingsFields(
  input: RefreshSettingsInput,
  current: Stored | undefined,
  now: Date,
): Partial<NewJobRow> {
  const merged = {
    runOnSchedule: input.runOnSchedule ?? current?.runOnSchedule ?? true,
    runAfterRefresh: input.runAfterRefresh ?? current?.runAfterRefresh ?? false,
    refreshPollMinutes:
      input.refreshPollMinutes ?? current?.refreshPollMinutes ?? DEFAULT_REFRESH_POLL_MINUTES,
    runWindowStart:
      input.runWindowStart !== undefined ? input.runWindowStart : (current?.runWindowStart ?? null),
    runWindowEnd: input.runWindowEnd !== undefined ? input.runWindowEnd : (current?.runWindowEnd ?? null),
    refreshMinHours:
      input.refreshMinHours !== undefined ? input.refreshMinHours : (current?.refreshMinHours ?? null),
  }
  const problem = refreshSettingsProblem(merged)
  if (problem) {
    const field = problem.includes('window') ? 'runWindowStart' : 'runAfterRefresh'
    throw new AppError(400, problem, { fieldErrors: [{ field, message: problem }] })
  }
  const turnedOn = merged.runAfterRefresh && !current?.runAfterRefresh
  // A new interval, window or limit is looked at with a poll at once (a waiting refresh may run now).
  const pollChanged =
    current !== undefined &&
    (merged.refreshPollMinutes !== current.refreshPollMinutes ||
      merged.runWindowStart !== (current.runWindowStart ?? null) ||
      merged.runWindowEnd !== (current.runWindowEnd ?? null) ||
      merged.refreshMinHours !== (current.refreshMinHours ?? null))
  return {
    ...merged,
    ...(turnedOn ? { refreshTrackedSince: now, refreshNote: null } : {}),
    ...(turnedOn || (merged.runAfterRefresh && pollChanged) ? { nextRefreshPollAt: now } : {}),
  }
}
