import DataLoader from 'dataloader'
import { z } from 'zod'
import type { MailResult } from '../../platform/mail/mail-message.ts'
import { defineJob } from '../../platform/queue/define-job.ts'
import { isSenderVerified } from '../senders/index.ts'
import { TokenValueError } from '@herald/contracts'
import { dkimSigningKey } from '../sending-domains/index.ts'
import { beginAttempts, type StartedDelivery } from './delivery.queries.ts'
import { classifyOutcome, type RecipientOutcome } from './classify-outcome.ts'
import { attachmentsOf, composeEmail, EmailTooLargeError } from './compose-email.ts'
import { issueEmailLink, linkReasonFor } from './email-link.ts'
import type { DeliveryDeps } from './delivery-deps.ts'
import { createSettler, type AttemptOutcome } from './settle-attempts.ts'

/** Emails sent at once by one worker: enough to keep the SMTP pool's connections busy between database round trips. */
const DELIVERIES_IN_FLIGHT = 32

/**
 * Sends one delivery to its recipients still owed. The queue's own retries cover a worker that died
 * mid-send (taken up again 1–2 s after its death is noticed, then with backoff); deferred recipients
 * (SMTP 4xx) are retried by a new job scheduled with the ledger's own backoff.
 */
export const deliverEmailJob = defineJob({
  name: 'delivery.deliver-email',
  payload: z.object({ deliveryId: z.number().int().positive() }),
  options: { retryLimit: 8, retryDelay: 1 },
  worker: ({ delivery }: { delivery: DeliveryDeps }) => {
    const deliverEmail = createEmailDelivery(delivery)
    return { handle: ({ deliveryId }) => deliverEmail(deliveryId), inFlight: DELIVERIES_IN_FLIGHT }
  },
})

/** Attempts per recipient before a deferral (4xx) becomes a failure. */
const MAX_ATTEMPTS = 6
/** Deliveries begun in one statement at most (a fetch of the queue hands over fewer). */
const MAX_BEGUN_TOGETHER = 64

type Started = StartedDelivery & { senderVerified: boolean }

/**
 * The delivery worker of one process, following the ledger (DESIGN.md §6, ADR 0010): commit SENDING,
 * send to the recipients still owed, commit what the server answered. Accepted recipients are never sent
 * to again; deferred ones get a new job with backoff; refused ones fail for good. The deliveries the queue
 * hands over together begin in one statement, and outcomes are committed in groups (ADR 0031).
 */
export function createEmailDelivery(deps: DeliveryDeps): (deliveryId: number) => Promise<void> {
  const begin = new DataLoader<number, Started | undefined>(
    async (ids) => {
      const started = await beginAttempts(deps.db, [...new Set(ids)])
      const verified = await sendersVerified(deps, [...started.values()])
      // A delivery handed over twice in one fetch is attempted once.
      return ids.map((id) => {
        const delivery = started.get(id)
        started.delete(id)
        return delivery && { ...delivery, senderVerified: verified(delivery) }
      })
    },
    { cache: false, maxBatchSize: MAX_BEGUN_TOGETHER },
  )
  const settle = createSettler(deps, (tx, deliveryId, startAfterSeconds) =>
    deps.queue.enqueue(deliverEmailJob, { deliveryId }, { tx, startAfterSeconds }),
  )

  return async function deliverEmail(deliveryId) {
    const started = await begin.load(deliveryId)
    if (!started) return
    const { attempt } = started
    const addresses = attempt.owed.map((r) => r.address)
    const outcome =
      attempt.attempts > MAX_ATTEMPTS
        ? // Earlier attempts never came back (the worker died each time): give up rather than stay SENDING.
          { error: { responseCode: 554, response: `the worker stopped during ${MAX_ATTEMPTS} attempts` } }
        : await send(deps, started, addresses)
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
    const result: AttemptOutcome = { ...started, outcomes, maybeDelivered }
    await settle(result)
  }
}

/** Whether each delivery's sender is a verified address of its account: one look-up per account and sender. */
async function sendersVerified(
  deps: DeliveryDeps,
  started: StartedDelivery[],
): Promise<(delivery: StartedDelivery) => boolean> {
  const keyOf = ({ content }: StartedDelivery) =>
    `${content.job.userId}\n${content.emailTask?.fromEmail ?? ''}`
  const checks = new Map<string, Promise<boolean>>()
  for (const delivery of started) {
    const sender = delivery.content.emailTask?.fromEmail
    const key = keyOf(delivery)
    if (sender && !checks.has(key))
      checks.set(key, isSenderVerified(deps.db, delivery.content.job.userId, sender))
  }
  const answers = new Map(
    await Promise.all([...checks].map(async ([key, check]) => [key, await check] as const)),
  )
  return (delivery) => answers.get(keyOf(delivery)) ?? false
}

/** One SMTP transaction to the owed addresses: what the server answered, or why it did not. */
async function send(
  deps: DeliveryDeps,
  { content, attempt, senderVerified }: Started,
  addresses: string[],
): Promise<{ result: MailResult } | { error: unknown }> {
  try {
    const sender = content.emailTask?.fromEmail
    const message = await composeWithFilesOrLink(deps, content, addresses, senderVerified)
    // Signed only when the sender is the From and its domain's DKIM record is verified (ADR 0024).
    const dkim = sender && senderVerified ? await dkimSigningKey(deps, content.job.userId, sender) : undefined
    return { result: await deps.mailer.send({ ...message, messageId: attempt.messageId, dkim }) }
  } catch (error) {
    if (error instanceof EmailTooLargeError) return { error: { responseCode: 552, response: error.message } }
    // A row's value that cannot go in the subject (a line break) fails the email for good (ADR 0047).
    if (error instanceof TokenValueError) return { error: { responseCode: 554, response: error.message } }
    return { error }
  }
}

/**
 * The email with its files attached, or with a secure link instead (ADR 0049): when the job asks for links,
 * or when the files would pass the 40 MB limit — judged from their stored sizes, and again from the
 * composed email — rather than failing. A retry of a linked email issues a new link for the recipients
 * still owed; the earlier one keeps working until it expires.
 */
async function composeWithFilesOrLink(
  deps: DeliveryDeps,
  content: Started['content'],
  addresses: string[],
  senderVerified: boolean,
) {
  const reason = linkReasonFor(content)
  if (!reason) {
    try {
      return composeEmail(content, await attachmentsOf(deps.files, content.file), addresses, senderVerified)
    } catch (error) {
      if (!(error instanceof EmailTooLargeError)) throw error
    }
  }
  const link = await issueEmailLink(deps, content, reason ?? 'TOO_LARGE')
  return composeEmail(content, [], addresses, senderVerified, link)
}
