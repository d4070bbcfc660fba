import { isTrialExpired, jobMessages, type TestSendAccepted, type TestSendBody } from '@herald/contracts'
import type { Connectors } from '../../connectors/registry.ts'
import { AppError } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { startTestRun } from '../reports/index.ts'
import type { JobDeps } from './job-deps.ts'
import { findOwnerPlan } from './jobs.queries.ts'

/**
 * "Send test" (ADR 0043): the chosen rows, emailed only to the signed-in user or the one address they
 * typed, with "[Test] " before the subject. Works on a paused job; refused, like a run, for an expired
 * trial. The test is a run of its own (trigger TEST) that never counts as the first run or moves the schedule.
 */
export async function sendTest(
  deps: JobDeps & { connectors: Connectors },
  principal: Principal,
  jobId: number,
  body: TestSendBody,
): Promise<TestSendAccepted> {
  const plan = await findOwnerPlan(deps.db, principal.userId)
  if (!plan || isTrialExpired(plan, deps.clock())) throw new AppError(403, jobMessages.trialExpired)
  const runId = await startTestRun(deps, {
    userId: principal.userId,
    jobId,
    rows: body.rows,
    to: body.to ?? principal.email,
  })
  return { runId }
}
