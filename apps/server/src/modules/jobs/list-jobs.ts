import type { JobListQuery, UserJob } from '@herald/contracts'
import type { Principal } from '../auth/index.ts'
import type { JobDeps } from './job-deps.ts'
import { listJobs as listJobRows } from './jobs.queries.ts'
import { presentJob } from './present-job.ts'

export async function listJobs(
  { db }: JobDeps,
  principal: Principal,
  query: JobListQuery,
): Promise<{ jobs: UserJob[]; total: number }> {
  const { rows, total } = await listJobRows(db, principal.userId, query)
  return { jobs: rows.map((row) => presentJob(row, principal.email)), total }
}
