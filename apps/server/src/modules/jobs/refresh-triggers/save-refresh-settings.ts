import type { RefreshSettingsInput, UserJob } from '@herald/contracts'
import type { Principal } from '../../auth/index.ts'
import { changeOwnedJob } from '../change-owned-job.ts'
import type { JobDeps } from '../job-deps.ts'
import { refreshSettingsFields } from './refresh-settings.ts'

/** The schedule step's "Run after data refresh" panel: saves only the refresh-trigger fields of the job. */
export async function saveRefreshSettings(
  { db, clock }: JobDeps,
  principal: Principal,
  id: number,
  input: RefreshSettingsInput,
): Promise<UserJob> {
  return changeOwnedJob(db, principal, id, (current) => refreshSettingsFields(input, current, clock()))
}
