import type { Executor } from '../../db/client.ts'
import type { MailResult } from '../../platform/mail/mailer.ts'
import { notifyFailure } from '../notifications/index.ts'
import { isSenderVerified } from '../senders/index.ts'
import { classifyOutcome, type RecipientOutcome } from './classify-outcome.ts'
import { attachmentsOf, composeEmail, EmailTooLargeError } from './compose-email.ts'
import type { DeliveryDeps } from './delivery-deps.ts'
import { deliverEmailJob } from './delivery.jobs.ts'
import {
  beginAttempt,
  deliveryStatusCounts,
  failedRecipients,
  loadDeliveryContent,
  recordRecipientOutcomes,
  setDeliveryStatus,
  type DeliveryContent,
} from './delivery.queries.ts'

/** Attempts per recipient before a deferral (4xx) becomes a failure. */
export const MAX_ATTEMPTS = 6
const MAX_DELAY_SECONDS = 3600

/**
 * One attempt of the ledger (DESIGN.md §6): commit SENDING, send to the recipients still owed, commit
 * what the server answered. Accepted recipients are never sent to again; deferred ones get a new job
 * with backoff; refused ones fail for good and the account's notification recipients hear of it.
 */
export async function deliverEmail(deps: DeliveryDeps, deliveryId: number): Promise<void> {
  const attempt = await deps.db.transaction((tx) => beginAttempt(tx, deliveryId))
  if (!attempt) return
  const content = await loadDeliveryContent(deps.db, deliveryId)
  if (!content) return
  const addresses = attempt.owed.map((r) => r.address)

  let outcome: { result: MailResult } | { error: unknown }
  try {
    const sender = content.emailTask?.fromEmail
    const verified = sender ? await isSenderVerified(deps.db, content.job.userId, sender) : false
    const message = composeEmail(content, await attachmentsOf(deps.files, content.file), addresses, verified)
    outcome = { result: await deps.mailer.send({ ...message, messageId: attempt.delivery.messageId }) }
  } catch (error) {
    outcome =
      error instanceof EmailTooLargeError
        ? { error: { responseCode: 552, response: error.message } }
        : { error }
  }
  const { byAddress, maybeDelivered } = classifyOutcome(addresses, outcome)
  const exhausted = attempt.delivery.attempts >= MAX_ATTEMPTS
  const outcomes = attempt.owed.map((r) => {
    const o = byAddress.get(r.address)!
    const final: RecipientOutcome =
      o.status === 'RETRY' && exhausted
        ? { status: 'FAILED', response: `Gave up after ${MAX_ATTEMPTS} attempts: ${o.response}` }
        : o
    return { id: r.id, outcome: final }
  })

  await deps.db.transaction(async (tx) => {
    await recordRecipientOutcomes(tx, outcomes)
    await settleDelivery(tx, deps, content, attempt.delivery, maybeDelivered)
  })
}

async function settleDelivery(
  tx: Executor,
  deps: DeliveryDeps,
  content: DeliveryContent,
  delivery: { id: number; attempts: number; possibleDuplicate: boolean; notifiedAt: Date | null },
  maybeDelivered: boolean,
): Promise<void> {
  const counts = await deliveryStatusCounts(tx, delivery.id)
  const possibleDuplicate = delivery.possibleDuplicate || maybeDelivered
  if ((counts['RETRY'] ?? 0) > 0) {
    await setDeliveryStatus(tx, delivery.id, { status: 'PENDING', possibleDuplicate })
    const delay = Math.min(MAX_DELAY_SECONDS, deps.retryBaseSeconds * 2 ** (delivery.attempts - 1))
    const jittered = Math.max(1, Math.round(delay * (0.8 + Math.random() * 0.4)))
    await deps.queue.enqueue(
      deliverEmailJob,
      { deliveryId: delivery.id },
      { tx, startAfterSeconds: jittered },
    )
    return
  }
  const failed = await failedRecipients(tx, delivery.id)
  if (failed.length === 0) {
    await setDeliveryStatus(tx, delivery.id, {
      status: 'SENT',
      sentAt: deps.clock(),
      error: null,
      possibleDuplicate,
    })
    return
  }
  const error = failed.map((f) => `${f.address}: ${f.response ?? 'refused'}`).join('; ')
  await setDeliveryStatus(tx, delivery.id, {
    status: 'FAILED',
    error,
    possibleDuplicate,
    notifiedAt: deps.clock(),
  })
  if (delivery.notifiedAt) return
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
