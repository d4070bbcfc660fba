import type { UserJob } from '@herald/contracts'
import type { Principal } from '../auth/index.ts'
import { requireOwnedJob } from './owned-job.ts'
import type { JobDeps } from './job-deps.ts'
import { presentJob } from './present-job.ts'

export async function getJob({ db }: JobDeps, principal: Principal, id: number): Promise<UserJob> {
  const row = await requireOwnedJob(db, principal, id)
  return presentJob(row, principal.email)
}
