import { historyMessages, SEND_FROM_HISTORY_DAYS, type JobExecution } from '@herald/contracts'

const DAY_MS = 86_400_000

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

export const sendBlockedMessages = {
  running: 'Files are still being generated.',
  noFiles: 'This run generated no files to email.',
  alreadySent: 'Emails for this run have already been sent or queued.',
} as const

/** Whether the run may still change: it is queued or running, or files wait to be generated. */
export function isExecutionActive(execution: JobExecution): boolean {
  return execution.runStatus === 'QUEUED' || execution.runStatus === 'RUNNING' || execution.inQueue > 0
}

/** 'Run now · Failed: the report timed out' — how the run started, how it ended and why. */
export function describeRun({ trigger, runStatus, reason }: JobExecution): string {
  const outcome = `${RUN_STATUS_LABELS[runStatus]}${reason ? `: ${reason}` : ''}`
  return `${TRIGGER_LABELS[trigger] ?? trigger} · ${outcome}`
}

/** Why 'Send Emails' is disabled for a run the server says cannot be emailed. */
export function sendBlockedReason(execution: JobExecution, now = Date.now()): string {
  if (now - new Date(execution.executedAt).getTime() > SEND_FROM_HISTORY_DAYS * DAY_MS) {
    return historyMessages.emailsExpired
  }
  if (isExecutionActive(execution)) return sendBlockedMessages.running
  if (execution.generated === 0) return sendBlockedMessages.noFiles
  return sendBlockedMessages.alreadySent
}
