import { whileDatabaseUnavailable } from '../../db/database-unavailable.ts'
import type { MailResult } from '../../platform/mail/mailer.ts'
import { recordEmail } from '../../platform/metrics/metrics.ts'
import { notifyFailure } from '../notifications/index.ts'
import { isSenderVerified } from '../senders/index.ts'
import { dkimSigningKey } from '../sending-domains/index.ts'
import { classifyOutcome, type RecipientOutcome } from './classify-outcome.ts'
import { attachmentsOf, composeEmail, EmailTooLargeError } from './compose-email.ts'
import type { DeliveryDeps } from './delivery-deps.ts'
import { deliverEmailJob } from './delivery.jobs.ts'
import {
  beginAttempt,
  loadDeliveryContent,
  settleAttempt,
  type AttemptStart,
  type DeliveryContent,
} from './delivery.queries.ts'

/** Attempts per recipient before a deferral (4xx) becomes a failure. */
const MAX_ATTEMPTS = 6
const MAX_DELAY_SECONDS = 3600

/**
 * One attempt of the ledger (DESIGN.md §6): commit SENDING, send to the recipients still owed, commit
 * what the server answered. Accepted recipients are never sent to again; deferred ones get a new job
 * with backoff; refused ones fail for good and the account's notification recipients hear of it.
 */
export async function deliverEmail(deps: DeliveryDeps, deliveryId: number): Promise<void> {
  const attempt = await beginAttempt(deps.db, deliveryId)
  if (!attempt) return
  const content = await loadDeliveryContent(deps.db, deliveryId)
  if (!content) return
  const addresses = attempt.owed.map((r) => r.address)

  const outcome =
    attempt.attempts > MAX_ATTEMPTS
      ? // Earlier attempts never came back (the worker died each time): give up rather than stay SENDING.
        { error: { responseCode: 554, response: `the worker stopped during ${MAX_ATTEMPTS} attempts` } }
      : await send(deps, content, attempt, addresses)
  const { byAddress, maybeDelivered } = classifyOutcome(addresses, outcome)
  const exhausted = attempt.attempts >= MAX_ATTEMPTS
  const outcomes = attempt.owed.map((r) => {
    const o = byAddress.get(r.address)!
    const final: RecipientOutcome =
      o.status === 'RETRY' && exhausted
        ? { status: 'FAILED', response: `Gave up after ${MAX_ATTEMPTS} attempts: ${o.response}` }
        : o
    return { id: r.id, outcome: final }
  })
  // The server's answer is known only to this process now: losing it to a database restart would send
  // the email again, so its record waits for the database to come back.
  await whileDatabaseUnavailable(() => settle(deps, content, attempt, outcomes, maybeDelivered))
}

/** One SMTP transaction to the owed addresses: what the server answered, or why it did not. */
async function send(
  deps: DeliveryDeps,
  content: DeliveryContent,
  attempt: AttemptStart,
  addresses: string[],
): Promise<{ result: MailResult } | { error: unknown }> {
  try {
    const sender = content.emailTask?.fromEmail
    const verified = sender ? await isSenderVerified(deps.db, content.job.userId, sender) : false
    const message = composeEmail(content, await attachmentsOf(deps.files, content.file), addresses, verified)
    // Signed only when the sender is the From and its domain's DKIM record is verified (ADR 0024).
    const dkim = sender && verified ? await dkimSigningKey(deps, content.job.userId, sender) : undefined
    return { result: await deps.mailer.send({ ...message, messageId: attempt.messageId, dkim }) }
  } catch (error) {
    return error instanceof EmailTooLargeError
      ? { error: { responseCode: 552, response: error.message } }
      : { error }
  }
}

/**
 * The delivery's state after this attempt, from every recipient's: still owed → RETRY and a new job
 * after the backoff; all accepted → SENT; otherwise FAILED, and the notification recipients are told
 * once. The same transaction closes the run when this was the last email (or file) of it still open.
 */
async function settle(
  deps: DeliveryDeps,
  content: DeliveryContent,
  attempt: AttemptStart,
  outcomes: { id: number; outcome: RecipientOutcome }[],
  maybeDelivered: boolean,
): Promise<void> {
  const now = deps.clock()
  const byId = new Map(outcomes.map((o) => [o.id, o.outcome]))
  const recipients = content.recipients.map((r) => ({
    address: r.address,
    status: byId.get(r.id)?.status ?? r.status,
    response: byId.get(r.id)?.response ?? r.response,
  }))
  const possibleDuplicate = attempt.possibleDuplicate || maybeDelivered
  const failed = recipients.filter((r) => r.status === 'FAILED')
  const owed = recipients.some((r) => r.status === 'RETRY')
  const status = owed ? 'RETRY' : failed.length === 0 ? 'SENT' : 'FAILED'
  const notify = status === 'FAILED' && attempt.notifiedAt === null
  const settled = await deps.db.transaction(async (tx) => {
    const recorded = await settleAttempt(tx, attempt, outcomes, {
      status,
      error:
        status === 'FAILED' ? failed.map((f) => `${f.address}: ${f.response ?? 'refused'}`).join('; ') : null,
      sentAt: status === 'SENT' ? now : null,
      notifiedAt: notify ? now : attempt.notifiedAt,
      possibleDuplicate,
    })
    if (!recorded) return false // settled already (recorded twice after a restart, or a newer attempt)
    if (owed) {
      const delay = Math.min(MAX_DELAY_SECONDS, deps.retryBaseSeconds * 2 ** (attempt.attempts - 1))
      const jittered = Math.max(1, Math.round(delay * (0.8 + Math.random() * 0.4)))
      await deps.queue.enqueue(
        deliverEmailJob,
        { deliveryId: attempt.id },
        { tx, startAfterSeconds: jittered },
      )
    }
    if (notify) {
      await notifyFailure(tx, deps, {
        userId: content.job.userId,
        jobId: content.job.id,
        jobName: content.job.name,
        what: 'An email could not be delivered',
        details: [
          `File "${content.file.fileName}"`,
          ...failed.map((f) => `${f.address}: ${f.response ?? 'refused'}`),
        ],
      })
    }
    await deps.closeRunIfSettled(tx, content.file.runId)
    return true
  })
  if (settled) recordEmail(owed ? 'deferred' : status === 'SENT' ? 'sent' : 'failed')
}
