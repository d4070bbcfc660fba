import { jobMessages } from '@herald/contracts'
import type { JobDeps } from './job-deps.ts'
import { failRunAtStart } from './job-runs.queries.ts'

/**
 * The worker's side of a run. Starting is conditional on QUEUED, so a cancelled run or a redelivered
 * queue job does nothing. Report rendering arrives with the report configuration (step 2 of the wizard);
 * until a job has one, the outcome is known as soon as the run starts: it goes from QUEUED to FAILED in
 * one statement, with the reason the user must act on.
 */
export async function executeRun({ db, clock }: Pick<JobDeps, 'db' | 'clock'>, runId: number): Promise<void> {
  await failRunAtStart(db, runId, jobMessages.notConfigured, 'Report not configured', clock())
}
