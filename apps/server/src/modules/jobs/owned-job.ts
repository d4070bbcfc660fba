import type { Executor } from '../../db/client.ts'
import { notFound } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { findJob, type JobRow } from './jobs.queries.ts'

/** One of the caller's jobs; 404 for another account's, as for one that does not exist (ADR 0055). */
export async function requireOwnedJob(db: Executor, principal: Principal, id: number): Promise<JobRow> {
  const job = await findJob(db, principal.userId, id)
  if (!job) throw notFound()
  return job
}
