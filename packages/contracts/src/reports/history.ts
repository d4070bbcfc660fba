import { z } from 'zod/mini'
import { JobRunStatus } from '../jobs.ts'
import { FileDestinationDelivery } from './destinations.ts'

/** Spec §2 /user-jobs/{id}/history texts and §8 "Send emails" messages. */
export const historyMessages = {
  empty: 'No job runs found.',
  emailsQueued: 'Emails have been queued successfully and will be sent shortly.',
  emailsFailed: 'Failed to send emails. Please try again later.',
  emailsExpired: 'Files older than 5 days can no longer be emailed from history.',
  stillRunning: 'Files are still being generated.',
  noFiles: 'This run generated no files to email.',
  alreadySent: 'Emails for this run have already been sent or queued.',
  fileExpired: 'File expired',
  fileExpiredDownload:
    'File expired: generated files are deleted after the retention period, so this one can no longer be downloaded.',
  storageFull: 'Storage is full: the file will be generated again once space is freed.',
  storageFullGaveUp: (hours: number) => `Storage is full: the file could not be saved for ${hours} hours.`,
  showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} entries`,
} as const

export const HISTORY_PAGE_SIZES = [10, 25, 50, 100] as const
/** Files of a run with emails disabled can be emailed from history for this long (spec §6). */
export const SEND_FROM_HISTORY_DAYS = 5

export const HistoryQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 0),
  size: z._default(
    z.coerce
      .number()
      .check(
        z.refine(
          (n) => (HISTORY_PAGE_SIZES as readonly number[]).includes(n),
          'Page size must be 10, 25, 50 or 100.',
        ),
      ),
    10,
  ),
})
export type HistoryQuery = z.infer<typeof HistoryQuery>

/** File statuses as stored; the display rules below turn them into the badges of spec §2. */
export const FileStatus = z.enum(['EXECUTION_NOT_STARTED', 'RUNNING', 'GENERATED', 'FAILED', 'SKIPPED'])
export type FileStatus = z.infer<typeof FileStatus>

export const JobExecution = z.object({
  jobExecutionId: z.number(),
  executedAt: z.iso.datetime(),
  trigger: z.string(),
  /** Which refresh started the run ('Refresh of dataset Sales completed at …'), or 'Trigger URL'; null otherwise (ADR 0044). */
  triggerDetail: z.optional(z.nullable(z.string())),
  runStatus: JobRunStatus,
  reason: z.nullable(z.string()),
  isEmailEnabled: z.boolean(),
  pdfStatus: z.string(),
  emailStatus: z.string(),
  generated: z.number(),
  failed: z.number(),
  /** Rows with no data under their filter, skipped by the job's option: no file, no email. */
  skipped: z.number(),
  inQueue: z.number(),
  canSendEmails: z.boolean(),
  /** Why 'Send Emails' is disabled; null when it is enabled. */
  sendBlockedReason: z.nullable(z.string()),
})
export type JobExecution = z.infer<typeof JobExecution>

export const JobExecutionPage = z.object({
  jobName: z.string(),
  /** The job's IANA zone: history shows its runs on the job's clock, like Job Summary (ADR 0054). */
  timeZone: z.string(),
  jobExecutions: z.array(JobExecution),
})
export type JobExecutionPage = z.infer<typeof JobExecutionPage>

export const ExecutionFile = z.object({
  id: z.number(),
  fileName: z.string(),
  status: FileStatus,
  error: z.nullable(z.string()),
  toEmail: z.string(),
  ccEmail: z.string(),
  bccEmail: z.string(),
  emailStatus: z.string(),
  possibleDuplicate: z.boolean(),
  /** Retention deleted the stored documents: history keeps the row and says 'File expired'. */
  fileExpired: z.boolean(),
  attachments: z.array(z.object({ kind: z.enum(['PDF', 'PPTX', 'XLSX']), name: z.string() })),
  /** The row's own columns as the run sent them (ADR 0047); absent when the row had none. */
  fields: z.optional(z.record(z.string(), z.string())),
  /** The file's delivery to each destination of the job beside email (ADR 0048). */
  destinations: z.optional(z.array(FileDestinationDelivery)),
})
export type ExecutionFile = z.infer<typeof ExecutionFile>

/** `muted`: a row skipped for having no data (ADR 0043) — nothing failed and nothing waits. */
export type StatusTone = 'success' | 'danger' | 'queued' | 'muted'

/** Runs that never rendered; shown as they are rather than as queued. */
const NOT_RUN = ['SKIPPED', 'MISSED', 'CANCELLED']

/** Spec §2: GENERATED shows SUCCESS; a status containing 'failed' shows red with its text; else IN QUEUE. */
export function fileStatusDisplay(status: string): { label: string; tone: StatusTone } {
  if (status === 'GENERATED' || status === 'SUCCESS') return { label: 'SUCCESS', tone: 'success' }
  if (/failed/i.test(status)) return { label: status, tone: 'danger' }
  if (status === 'SKIPPED') return { label: 'SKIPPED', tone: 'muted' }
  if (NOT_RUN.includes(status)) return { label: status, tone: 'queued' }
  return { label: 'IN QUEUE', tone: 'queued' }
}

/** Spec §2: 'Email Success' shows SUCCESS; containing 'failed' shows red; else IN QUEUE. */
export function emailStatusDisplay(status: string): { label: string; tone: StatusTone } {
  if (status === 'Email Success') return { label: 'SUCCESS', tone: 'success' }
  if (/failed/i.test(status)) return { label: status, tone: 'danger' }
  if (status === 'Email Disabled') return { label: 'Email Disabled', tone: 'queued' }
  if (status === 'Not sent') return { label: 'NOT SENT', tone: 'muted' }
  return { label: 'IN QUEUE', tone: 'queued' }
}
