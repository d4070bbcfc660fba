// One line per job state (ADR 0051): the Job Summary badge's tooltip and the help page's list say the same.
import type { JobStatus } from './jobs.ts'

/** A job's state as Job Summary shows it: its status, or ENDED once its end date has passed. */
export type JobState = JobStatus | 'ENDED'

export const JOB_STATE_HELP: Record<JobState, string> = {
  PROVISIONING:
    'New job: it runs for the first time 15 minutes after it was created, unless you run it sooner.',
  READY: 'Set up and waiting for its next scheduled run.',
  IDLE: 'Not run yet and not waiting for a run.',
  RUNNING: 'A run is under way: files are being made and emailed.',
  SUCCESS: 'The last run made every file; the detail counts its files and emails.',
  FAILED: 'The last run could not make every file: hover or open History for the reason.',
  ENDED: 'The end date has passed: the job runs no more. Edit it to set a later end date.',
}

/** The state Job Summary shows for a job. */
export function jobState(job: { status: JobStatus; ended: boolean }): JobState {
  return job.ended && job.status !== 'RUNNING' ? 'ENDED' : job.status
}
