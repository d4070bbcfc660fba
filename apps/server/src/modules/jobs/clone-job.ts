import { FIRST_RUN_DELAY_MS, JOB_NAME_MAX, type UserJob } from '@herald/contracts'
import { notFound } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { assertMayCreateJobs } from './job-creation-rule.ts'
import type { JobDeps } from './job-deps.ts'
import { findJob, insertJob } from './jobs.queries.ts'
import { presentJob } from './present-job.ts'

/** A copy with the same schedule and recipients, never run, provisioning again. */
export async function cloneJob({ db, clock }: JobDeps, principal: Principal, id: number): Promise<UserJob> {
  const source = await findJob(db, principal.userId, id)
  if (!source) throw notFound()
  await assertMayCreateJobs(db, principal.userId)
  const row = await insertJob(db, {
    userId: principal.userId,
    name: `${source.name} (copy)`.slice(0, JOB_NAME_MAX),
    isActive: source.isActive,
    timeZone: source.timeZone,
    runFrequency: source.runFrequency,
    startTime: source.startTime,
    cronExpression: source.cronExpression,
    recipients: source.recipients,
    status: 'PROVISIONING',
    nextRunAt: new Date(clock().getTime() + FIRST_RUN_DELAY_MS),
  })
  return presentJob(row, principal.email)
}
