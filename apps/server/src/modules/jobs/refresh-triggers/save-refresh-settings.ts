import type { RefreshSettingsInput, UserJob } from '@herald/contracts'
import { notFound } from '../../../platform/http/errors.ts'
import type { Principal } from '../../auth/index.ts'
import { requireOwnedJob } from '../owned-job.ts'
import type { JobDeps } from '../job-deps.ts'
import { updateJob } from '../jobs.queries.ts'
import { presentJob } from '../present-job.ts'
import { refreshSettingsFields } from './refresh-settings.ts'

/** The schedule step's "Run after data refresh" panel: saves only the refresh-trigger fields of the job. */
export async function saveRefreshSettings(
  { db, clock }: JobDeps,
  principal: Principal,
  id: number,
  input: RefreshSettingsInput,
): Promise<UserJob> {
  const current = await requireOwnedJob(db, principal, id)
  const row = await updateJob(db, principal.userId, id, refreshSettingsFields(input, current, clock()))
  if (!row) throw notFound()
  return presentJob(row, principal.email)
}
