import { runPeriodically, type Periodic } from '../../platform/periodic.ts'
import { closeSettledRuns } from './close-settled-runs.ts'
import type { CloseRunDeps } from './close-run.ts'
import { expireFiles, type RetentionDeps } from './expire-files.ts'

/** How often the scheduler role looks for expired files; a day's retention needs nothing finer. */
const RETENTION_INTERVAL_MS = 60 * 60 * 1000
/** How often it looks for settled runs left open (a closer stopped after its commit). */
const RUN_SWEEP_INTERVAL_MS = 10_000

/** The scheduler role's retention loop: a pass at start, then one an hour (safe in several processes). */
export function startFileRetention(
  deps: RetentionDeps,
  retentionDays: number,
  intervalMs = RETENTION_INTERVAL_MS,
): Periodic {
  return runPeriodically(
    () => expireFiles(deps, retentionDays),
    intervalMs,
    (err) => deps.log.error({ err }, 'file retention pass failed; the next pass tries again'),
  )
}

/** The scheduler role's sweep for runs whose every file and email is settled but that are still RUNNING. */
export function startRunSweep(deps: CloseRunDeps): Periodic {
  return runPeriodically(
    () => closeSettledRuns(deps),
    RUN_SWEEP_INTERVAL_MS,
    (err) => deps.log.error({ err }, 'run sweep failed; the next pass tries again'),
  )
}
