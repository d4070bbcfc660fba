import type { JobExecution } from '@herald/contracts'

/** While a run may still change, its history refreshes itself this often. */
export const ACTIVE_REFRESH_MS = 5000

const TRIGGER_LABELS: Record<string, string> = {
  SCHEDULE: 'Scheduled',
  CATCH_UP: 'Catch-up',
  MANUAL: 'Run now',
}

const RUN_STATUS_LABELS: Record<JobExecution['runStatus'], string> = {
  QUEUED: 'Queued',
  RUNNING: 'Running',
  SUCCESS: 'Finished',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
  SKIPPED: 'Skipped',
  MISSED: 'Missed',
}

/** Whether the run may still change: it is queued or running, or files wait to be generated. */
export function isExecutionActive(execution: JobExecution): boolean {
  return (
    execution.runStatus === 'QUEUED' ||
    execution.runStatus === 'RUNNING' ||
    execution.inQueue > 0 ||
    execution.emailStatus === 'In Queue'
  )
}

/** 'Run now · Failed: the report timed out' — how the run started, how it ended and why. */
export function describeRun({ trigger, runStatus, reason }: JobExecution): string {
  const outcome = `${RUN_STATUS_LABELS[runStatus]}${reason ? `: ${reason}` : ''}`
  return `${TRIGGER_LABELS[trigger] ?? trigger} · ${outcome}`
}
