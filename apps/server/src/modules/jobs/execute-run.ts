import { jobMessages } from '@herald/contracts'
import type { JobDeps } from './job-deps.ts'
import { finishRun, startRun } from './job-runs.queries.ts'

/**
 * The worker's side of a run. Starting is conditional on QUEUED, so a cancelled run or a redelivered
 * queue job does nothing. Report rendering arrives with the report configuration (step 2 of the wizard);
 * until a job has one, the run ends FAILED with the reason the user must act on.
 */
export async function executeRun({ db, clock }: Pick<JobDeps, 'db' | 'clock'>, runId: number): Promise<void> {
  const run = await db.transaction((tx) => startRun(tx, runId, clock()))
  if (!run) return
  await db.transaction((tx) =>
    finishRun(
      tx,
      runId,
      { status: 'FAILED', reason: jobMessages.notConfigured, details: 'Report not configured' },
      clock(),
    ),
  )
}
