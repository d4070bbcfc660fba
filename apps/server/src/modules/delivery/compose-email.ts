import {
  EMAIL_SIZE_LIMIT_BYTES,
  renderTokens,
  TEST_SUBJECT_PREFIX,
  type TokenContext,
} from '@herald/contracts'
import sanitizeHtml from 'sanitize-html'
import { storedAttachments } from '../../platform/documents/stored-attachments.ts'
import { emailDocument } from '../../platform/mail/layout.ts'
import type { MailAttachment, MailMessage } from '../../platform/mail/mail-message.ts'
import { sanitizeEmailHtml } from '../../platform/mail/sanitize-email-html.ts'
import type { FileStore } from '../../platform/storage/file-store.ts'
import type { DeliveryContent } from './delivery.queries.ts'
import { linkBlockHtml, type EmailLink } from './email-link.ts'

export class EmailTooLargeError extends Error {}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** The file's attachments read from the file store: its PDF or PPTX, and its Excel export when there is one. */
export async function attachmentsOf(
  files: FileStore,
  file: DeliveryContent['file'],
): Promise<MailAttachment[]> {
  return Promise.all(
    storedAttachments(file).map(async (a) => ({
      filename: a.name,
      content: await files.get(a.storedId),
      contentType: a.contentType,
    })),
  )
}

/** What the tokens of one email read: its row's filter and own columns, the job, the run's date, the file name. */
function tokenContext({ file, job }: DeliveryContent): TokenContext {
  return {
    fields: file.fields ?? {},
    filterName: file.filterName ?? '',
    filterValue: file.filterValue ?? '',
    jobName: job.name,
    runAt: file.runAt ? new Date(file.runAt) : new Date(),
    timeZone: job.timeZone ?? 'UTC',
    fileName: file.fileName,
  }
}

/**
 * One email of a run: the job's subject with its tokens replaced by the row's values (ADR 0047), its sanitized HTML body
 * (sanitized again before sending, in Herald's sans-serif email font) and the attachments, to the row's To / CC (BCC only in the envelope).
 * A verified sender is the From; otherwise the server's sender, with the job's sender as Reply-To.
 */
export function composeEmail(
  content: DeliveryContent,
  attachments: MailAttachment[],
  envelopeTo: string[],
  senderVerified: boolean,
  /** A secure link instead of attachments (ADR 0049): it goes under the body, and nothing is attached. */
  link?: EmailLink,
): Omit<MailMessage, 'messageId'> {
  const task = content.emailTask
  const tokens = tokenContext(content)
  const subjectTemplate = task?.emailTitle || `${content.job.name} - {fileName}`
  const jobSubject = renderTokens(subjectTemplate, tokens, { mode: 'subject' })
  const subject = content.file.test ? `${TEST_SUBJECT_PREFIX}${jobSubject}` : jobSubject
  // The template is sanitized first (tokens are text and survive it), then the row's values go in escaped.
  const fallback = link ? '<p>Your report is ready.</p>' : '<p>Please find your report attached.</p>'
  const bodyTemplate = sanitizeEmailHtml(task?.emailBody || fallback)
  const userBody = sanitizeEmailHtml(renderTokens(bodyTemplate, tokens, { mode: 'html' }))
  const body = link ? `${userBody}\n${linkBlockHtml(link, content.file.fileName)}` : userBody
  const html = emailDocument(body)
  const size = Buffer.byteLength(html) + attachments.reduce((sum, a) => sum + a.content.length, 0)
  if (size > EMAIL_SIZE_LIMIT_BYTES) {
    throw new EmailTooLargeError(`Email exceeds the 40 MB limit (body + attachments): ${megabytes(size)}.`)
  }
  const byKind = (kind: string) => content.recipients.filter((r) => r.kind === kind).map((r) => r.address)
  const sender = task?.fromEmail
  return {
    to: byKind('to'),
    cc: byKind('cc'),
    ...(sender && senderVerified ? { from: sender } : sender ? { replyTo: sender } : {}),
    subject,
    html,
    text: sanitizeHtml(body.replace(/<\/(p|h[1-4]|li|tr)>/g, '$&\n'), {
      allowedTags: [],
      allowedAttributes: {},
    }).trim(),
    attachments,
    envelopeTo,
  }
}
