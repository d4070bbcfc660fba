import {
  historyMessages,
  SEND_FROM_HISTORY_DAYS,
  type ExecutionFile,
  type JobExecution,
} from '@herald/contracts'
import { storedAttachments } from '../../platform/documents/stored-attachments.ts'
import type { ExecutionRow, listRunFiles } from './history.queries.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const NOT_RUN = new Set(['SKIPPED', 'MISSED', 'CANCELLED'])

function pdfStatus(row: ExecutionRow): string {
  if (NOT_RUN.has(row.status) && row.generated + row.failed === 0) return row.status
  if (row.open > 0 || row.status === 'QUEUED' || row.status === 'RUNNING') return 'In Queue'
  if (row.failed > 0 || row.status === 'FAILED') return 'FAILED'
  // Every row was skipped for having no data (ADR 0043): nothing was generated, and nothing failed.
  if (row.generated === 0 && (row.skipped ?? 0) > 0) return 'SKIPPED'
  return 'GENERATED'
}

function emailStatus(row: ExecutionRow): string {
  if (row.emails_enabled === false && row.deliveries === 0) return 'Email Disabled'
  if (row.send_failed > 0) return `Email failed: ${row.send_failed}`
  if (row.deliveries > 0 && row.sent === row.deliveries && row.open === 0) return 'Email Success'
  if (row.finished_at && row.deliveries === 0) return 'Not sent'
  return 'In Queue'
}

/** Why the run's files cannot be emailed from history now, or null when they can (spec §6: 5 days). */
function sendBlockedReason(row: ExecutionRow, now: Date): string | null {
  if (row.finished_at === null) return historyMessages.stillRunning
  if (now.getTime() - new Date(row.finished_at).getTime() > SEND_FROM_HISTORY_DAYS * DAY_MS) {
    return historyMessages.emailsExpired
  }
  if (row.generated === 0) return historyMessages.noFiles
  const owed = row.unsent > 0 && (row.emails_enabled === false || row.send_failed > 0)
  return owed ? null : historyMessages.alreadySent
}

export function presentExecution(row: ExecutionRow, now: Date): JobExecution {
  const blocked = sendBlockedReason(row, now)
  return {
    jobExecutionId: Number(row.id),
    executedAt: new Date(row.started_at ?? row.scheduled_for).toISOString(),
    trigger: row.trigger,
    triggerDetail: row.trigger_detail,
    runStatus: row.status as JobExecution['runStatus'],
    reason: row.reason,
    isEmailEnabled: row.emails_enabled !== false,
    pdfStatus: pdfStatus(row),
    emailStatus: emailStatus(row),
    generated: row.generated ?? 0,
    failed: row.failed ?? 0,
    skipped: row.skipped ?? 0,
    inQueue: row.open ?? 0,
    canSendEmails: blocked === null,
    sendBlockedReason: blocked,
  }
}

type FileRow = Awaited<ReturnType<typeof listRunFiles>>[number]

function fileEmailStatus(row: FileRow, emailsEnabled: boolean): string {
  if (row.deliveryStatus === 'SENT') return 'Email Success'
  if (row.deliveryStatus === 'FAILED') return `Email failed: ${row.deliveryError ?? 'refused'}`
  if (row.deliveryStatus) return 'In Queue'
  if (!emailsEnabled) return 'Email Disabled'
  return ['GENERATED', 'FAILED', 'SKIPPED'].includes(row.file.status) ? 'Not sent' : 'In Queue'
}

export function presentFile(row: FileRow, emailsEnabled: boolean): ExecutionFile {
  const { file } = row
  return {
    id: file.id,
    fileName: file.fileName,
    status: file.status as ExecutionFile['status'],
    error: file.error,
    toEmail: file.toEmail,
    ccEmail: file.ccEmail,
    bccEmail: file.bccEmail,
    emailStatus: fileEmailStatus(row, emailsEnabled),
    possibleDuplicate: row.possibleDuplicate ?? false,
    fileExpired: file.filesExpiredAt !== null,
    attachments: storedAttachments(file).map(({ kind, name }) => ({ kind, name })),
    ...(Object.keys(file.fields).length > 0 ? { fields: file.fields } : {}),
  }
}
