import { historyMessages, type ExecutionFile, type JobExecution } from '@herald/contracts'
import { jsonResponse } from '../../../test/render.tsx'

export function executionFixture(overrides: Partial<JobExecution> = {}): JobExecution {
  return {
    jobExecutionId: 101,
    executedAt: '2026-11-21T14:05:00.000Z',
    trigger: 'SCHEDULE',
    runStatus: 'SUCCESS',
    reason: null,
    isEmailEnabled: true,
    pdfStatus: 'GENERATED',
    emailStatus: 'Email Success',
    generated: 2,
    failed: 0,
    skipped: 0,
    inQueue: 0,
    canSendEmails: false,
    sendBlockedReason: historyMessages.alreadySent,
    ...overrides,
  }
}

export function fileFixture(overrides: Partial<ExecutionFile> = {}): ExecutionFile {
  return {
    id: 7,
    fileName: 'Sales - East.pdf',
    status: 'GENERATED',
    error: null,
    toEmail: 'east@example.com',
    ccEmail: 'boss@example.com',
    bccEmail: '',
    emailStatus: 'Email Success',
    possibleDuplicate: false,
    fileExpired: false,
    attachments: [{ kind: 'PDF', name: 'Sales - East.pdf' }],
    ...overrides,
  }
}

/** A page of runs the way the server sends it: the rows, and the total in `x-total-count`. */
export function executionPage(
  jobExecutions: JobExecution[],
  total = jobExecutions.length,
  jobName = 'Monthly sales',
  timeZone = 'America/New_York',
): Response {
  return jsonResponse({ jobName, timeZone, jobExecutions }, { headers: { 'x-total-count': String(total) } })
}
