import type { Logger } from '../../platform/log.ts'
import { BATCH_SIZE, dispatchDueJobs } from './dispatch-due-jobs.ts'
import type { JobDeps } from './job-deps.ts'
import { startPassLoop, type PassLoop } from './pass-loop.ts'
import { earliestNextRun } from './scheduler.queries.ts'

export type Scheduler = PassLoop

/**
 * The scheduler role: dispatch passes back to back while they come back full; otherwise a sleep until the
 * earliest next run of any active job, at most `intervalMs` (jobs created or edited by other processes
 * meanwhile are picked up by then).
 */
export function startScheduler(deps: JobDeps, log: Logger, intervalMs = 2_000): Scheduler {
  return startPassLoop({
    pass: async () => (await dispatchDueJobs(deps)) === BATCH_SIZE,
    nextDue: () => earliestNextRun(deps.db),
    clock: deps.clock,
    intervalMs,
    log,
    failure: 'scheduler pass failed',
  })
}
