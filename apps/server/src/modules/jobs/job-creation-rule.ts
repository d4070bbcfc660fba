import { jobMessages } from '@herald/contracts'
import type { Executor } from '../../db/client.ts'
import { AppError } from '../../platform/http/errors.ts'
import { ownerCanCreateJobs } from './jobs.queries.ts'

/** Spec §6: creating (or cloning) a job needs the account's permission — the 'Add New Job' tooltip's rule. */
export async function assertMayCreateJobs(db: Executor, userId: string): Promise<void> {
  if (!(await ownerCanCreateJobs(db, userId))) throw new AppError(403, jobMessages.creationRefused)
}
