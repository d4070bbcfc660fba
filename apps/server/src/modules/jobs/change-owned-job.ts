import type { UserJob } from '@herald/contracts'
import type { Executor } from '../../db/client.ts'
import { notFound } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { requireOwnedJob } from './owned-job.ts'
import { updateJob, type NewJobRow, type OwnedJobRow } from './jobs.queries.ts'
import { presentJob } from './present-job.ts'

/**
 * Saves the fields `change` works out from one of the caller's jobs as it stands, and answers the job as saved;
 * another account's job is a 404, as is one deleted meanwhile.
 */
export async function changeOwnedJob(
  db: Executor,
  principal: Principal,
  id: number,
  change: (current: OwnedJobRow) => Partial<NewJobRow> | Promise<Partial<NewJobRow>>,
): Promise<UserJob> {
  const current = await requireOwnedJob(db, principal, id)
  const row = await updateJob(db, principal.userId, id, await change(current))
  if (!row) throw notFound()
  return presentJob(row, principal.email)
}
