import type { Executor } from '../../db/client.ts'
import { notFound } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { findJob, type OwnedJobRow } from './jobs.queries.ts'

/**
 * The one ownership policy for jobs: one of the caller's jobs, with its owner's email and plan; 404 for another
 * account's, as for one that does not exist (ADR 0055). Every module that acts on a job by its id asks here.
 */
export async function requireOwnedJob(db: Executor, principal: Principal, id: number): Promise<OwnedJobRow> {
  const job = await findJob(db, principal.userId, id)
  if (!job) throw notFound()
  return job
}
