import type { UserJob } from '@herald/contracts'
import { notFound } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import type { JobDeps } from './job-deps.ts'
import { findJob } from './jobs.queries.ts'
import { presentJob } from './present-job.ts'

export async function getJob({ db }: JobDeps, principal: Principal, id: number): Promise<UserJob> {
  const row = await findJob(db, principal.userId, id)
  if (!row) throw notFound()
  return presentJob(row, principal.email)
}
