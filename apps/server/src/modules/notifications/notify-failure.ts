import type { Executor } from '../../db/client.ts'
import { renderSystemEmail } from '../../platform/mail/layout.ts'
import type { Queue } from '../../platform/queue/queue.ts'
import { enqueueEmail } from '../mail/index.ts'
import { listRecipients } from './notifications.queries.ts'

export interface FailureNotice {
  userId: string
  jobId: number
  jobName: string
  what: string
  details: string[]
}

/**
 * Emails the account's error-notification recipients about a failed run or an undeliverable email,
 * inside the caller's transaction so the notice exists exactly when the failure is recorded.
 */
export async function notifyFailure(
  tx: Executor,
  deps: { queue: Queue; publicUrl: string },
  notice: FailureNotice,
): Promise<void> {
  const recipients = await listRecipients(tx, notice.userId)
  if (recipients.length === 0) return
  const email = renderSystemEmail({
    subject: `Herald: ${notice.what} — ${notice.jobName}`,
    heading: notice.what,
    paragraphs: [`Job "${notice.jobName}"`, ...notice.details],
    action: { label: 'Open the job history', url: `${deps.publicUrl}/user-jobs/${notice.jobId}/history` },
  })
  await enqueueEmail(deps.queue, recipients, email, { tx })
}
