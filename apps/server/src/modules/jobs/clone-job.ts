import { JOB_NAME_MAX, type UserJob } from '@herald/contracts'
import type { Principal } from '../auth/index.ts'
import { requireOwnedJob } from './owned-job.ts'
import { assertMayCreateJobs } from './job-creation-rule.ts'
import type { JobDeps } from './job-deps.ts'
import { insertJob } from './jobs.queries.ts'
import { presentJob } from './present-job.ts'

/**
 * A copy with the same schedule and recipients, never run, provisioning again — and paused (ADR 0043): its
 * recipients are the original's until someone reviews them. Activating it starts its schedule then.
 */
export async function cloneJob({ db }: JobDeps, principal: Principal, id: number): Promise<UserJob> {
  const source = await requireOwnedJob(db, principal, id)
  await assertMayCreateJobs(db, principal.userId)
  const row = await insertJob(db, {
    userId: principal.userId,
    name: `${source.name} (copy)`.slice(0, JOB_NAME_MAX),
    isActive: false,
    timeZone: source.timeZone,
    runFrequency: source.runFrequency,
    startTime: source.startTime,
    cronExpression: source.cronExpression,
    recipients: source.recipients,
    status: 'PROVISIONING',
    nextRunAt: null,
  })
  return presentJob(row, principal.email)
}
