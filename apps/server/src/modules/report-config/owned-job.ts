import type { Executor } from '../../db/client.ts'
import { notFound } from '../../platform/http/errors.ts'
import { findOwnedJob } from './report-config.queries.ts'

/** The job when this user owns it; 404 otherwise, so another account's ids reveal nothing. */
export async function requireOwnedJob(db: Executor, userId: string, jobId: number) {
  const job = await findOwnedJob(db, userId, jobId)
  if (!job) throw notFound()
  return job
}
