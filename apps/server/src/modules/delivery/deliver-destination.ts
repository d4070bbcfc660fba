import {
  DESTINATION_LABELS,
  destinationMessages,
  hasDestinations,
  type SubscriptionType,
} from '@herald/contracts'
import { z } from 'zod'
import { whileDatabaseUnavailable } from '../../db/database-unavailable.ts'
import type { DeliveryOutcome } from '../../destinations/destination.ts'
import { driverOf } from '../../destinations/registry.ts'
import { recordDestinationDelivery } from '../../platform/metrics/metrics.ts'
import { defineJob } from '../../platform/queue/define-job.ts'
import { notifyFailure } from '../notifications/index.ts'
import { beginDestinationAttempt, type StartedDestinationDelivery } from './destination-attempt.queries.ts'
import { otherFailuresOfDestination, settleDestinationAttempt } from './destination-deliveries.queries.ts'
import type { DestinationDeliveryDeps } from './destination-delivery-deps.ts'
import { destinationFileLink } from './destination-file-link.ts'
import { destinationFile, rowText } from './destination-item.ts'
import { openStoredDestination } from './stored-destination.ts'

/** Attempts of one delivery before a passing failure (5xx, 429, no answer) becomes final. */
export const MAX_DESTINATION_ATTEMPTS = 6
const MAX_DELAY_SECONDS = 3600

type Final = {
  status: 'SENT' | 'FAILED' | 'UNCERTAIN' | 'RETRY'
  error: string | null
  possibleDuplicate: boolean
  delay?: number
}

/** Deliveries to destinations under way at once per worker: each is an HTTP call or three. */
const DESTINATIONS_IN_FLIGHT = 8

/**
 * Delivers one file to one destination (Slack, Teams, a webhook, …; ADR 0048). The queue's retries cover a
 * worker that died mid-send; the destination's own retries (429 with Retry-After, 5xx) are new jobs
 * scheduled with the ledger's backoff.
 */
export const deliverDestinationJob = defineJob({
  name: 'delivery.deliver-destination',
  payload: z.object({ deliveryId: z.number().int().positive() }),
  options: { retryLimit: 8, retryDelay: 1 },
  worker: ({ destinationDelivery }: { destinationDelivery: DestinationDeliveryDeps }) => {
    const deliverDestination = createDestinationDelivery(destinationDelivery)
    return { handle: ({ deliveryId }) => deliverDestination(deliveryId), inFlight: DESTINATIONS_IN_FLIGHT }
  },
})

/**
 * The destination worker of one process (ADR 0048), the email ledger's states on their own table: commit
 * SENDING, deliver through the type's driver, commit what came of it. Sent is never sent again; a passing
 * failure waits as RETRY for a new job (Retry-After when the service gave one, else backoff); a lost answer
 * is retried as it is when the receiver dedupes (webhook-id) and otherwise resent at most once, flagged as a
 * possible duplicate, then UNCERTAIN.
 */
export function createDestinationDelivery(
  deps: DestinationDeliveryDeps,
): (deliveryId: number) => Promise<void> {
  const flagResend = (type: string) => !(driverOf(deps.destinations, type)?.idempotent ?? false)
  return async function deliverDestination(deliveryId) {
    const started = await beginDestinationAttempt(deps.db, deliveryId, flagResend)
    if (!started) return
    const type = started.destination?.type
    const driver = type ? driverOf(deps.destinations, type) : undefined
    let outcome: DeliveryOutcome
    if (!started.destination || !driver)
      outcome = { kind: 'failed', error: 'The destination was removed from the job.' }
    else if (!hasDestinations(started.job.plan as SubscriptionType))
      outcome = { kind: 'failed', error: destinationMessages.notOnPlan }
    else if (started.file.expired) outcome = { kind: 'failed', error: 'File expired' }
    else if (started.attempts > MAX_DESTINATION_ATTEMPTS)
      outcome = { kind: 'unknown', error: `the worker stopped during ${MAX_DESTINATION_ATTEMPTS} attempts` }
    else
      outcome = await attempt(deps, started).catch(
        (err: unknown) => ({ kind: 'retry', error: String(err) }) as const,
      )
    const idempotent = driver?.idempotent ?? true
    const final = finalOf(started, outcome, idempotent)
    await whileDatabaseUnavailable(() =>
      deps.db.transaction(async (tx) => {
        const runId = await settleDestinationAttempt(tx, {
          id: started.id,
          attempts: started.attempts,
          status: final.status,
          error: final.error,
          possibleDuplicate: final.possibleDuplicate,
          now: deps.clock(),
        })
        if (runId === undefined) return
        if (final.status === 'RETRY')
          await deps.queue.enqueue(
            deliverDestinationJob,
            { deliveryId: started.id },
            {
              tx,
              startAfterSeconds: delayOf(started.attempts, deps.retryBaseSeconds, final.delay),
              account: started.userId,
            },
          )
        if (final.status === 'FAILED' || final.status === 'UNCERTAIN')
          await notifyOnce(tx, deps, started, final.error)
        await deps.closeRunIfSettled(tx, runId)
        recordDestinationDelivery(
          started.destination?.type ?? 'UNKNOWN',
          final.status === 'SENT' ? 'sent' : (final.status.toLowerCase() as 'retry'),
        )
      }),
    )
  }
}

async function attempt(
  deps: DestinationDeliveryDeps,
  started: StartedDestinationDelivery,
): Promise<DeliveryOutcome> {
  const destination = started.destination!
  const driver = driverOf(deps.destinations, destination.type)!
  const file = await destinationFile(deps.files, started.file)
  const text = rowText({
    fields: started.file.fields,
    filterName: started.file.filterName,
    filterValue: started.file.filterValue,
    jobName: started.job.name,
    runAt: started.run.scheduledFor,
    timeZone: started.job.timeZone,
    fileName: file?.name ?? started.file.fileName,
  })
  let link: Promise<{ url: string; expiresAt: Date } | undefined> | undefined
  return driver.deliver(openStoredDestination(deps.db, deps.secrets, destination), {
    eventId: started.eventId,
    attempt: started.attempts,
    test: false,
    job: { id: started.job.id, name: started.job.name },
    run: { id: started.run.id, trigger: started.run.trigger, startedAt: started.run.startedAt },
    row: {
      filterName: started.file.filterName,
      filterValue: started.file.filterValue,
      fields: started.file.fields,
    },
    file,
    link: () => (link ??= destinationFileLink(deps.db, deps, started.file)),
    text,
  })
}

function delayOf(attempts: number, base: number, retryAfter: number | undefined): number {
  if (retryAfter !== undefined) return Math.min(MAX_DELAY_SECONDS, Math.max(1, Math.ceil(retryAfter)))
  const jitter = 0.8 + Math.random() * 0.4
  return Math.min(MAX_DELAY_SECONDS, Math.max(1, Math.round(base * 2 ** (attempts - 1) * jitter)))
}

function finalOf(started: StartedDestinationDelivery, outcome: DeliveryOutcome, idempotent: boolean): Final {
  const exhausted = started.attempts >= MAX_DESTINATION_ATTEMPTS
  const dup = started.possibleDuplicate
  switch (outcome.kind) {
    case 'sent':
      return { status: 'SENT', error: null, possibleDuplicate: dup }
    case 'failed':
      return { status: 'FAILED', error: outcome.error, possibleDuplicate: dup }
    case 'retry':
      return exhausted
        ? {
            status: 'FAILED',
            error: `Gave up after ${MAX_DESTINATION_ATTEMPTS} attempts: ${outcome.error}`,
            possibleDuplicate: dup,
          }
        : { status: 'RETRY', error: outcome.error, possibleDuplicate: dup, delay: outcome.retryAfterSeconds }
    case 'unknown':
      if (idempotent)
        return exhausted
          ? {
              status: 'UNCERTAIN',
              error: `Gave up after ${MAX_DESTINATION_ATTEMPTS} attempts: ${outcome.error}`,
              possibleDuplicate: dup,
            }
          : { status: 'RETRY', error: outcome.error, possibleDuplicate: dup }
      // The service cannot tell a resend from a new message: resend at most once, flagged.
      return dup || exhausted
        ? { status: 'UNCERTAIN', error: outcome.error, possibleDuplicate: dup }
        : { status: 'RETRY', error: outcome.error, possibleDuplicate: true }
  }
}

/** The account's notification recipients hear of a destination failing once per run and destination. */
async function notifyOnce(
  tx: Parameters<DestinationDeliveryDeps['closeRunIfSettled']>[0],
  deps: DestinationDeliveryDeps,
  started: StartedDestinationDelivery,
  error: string | null,
): Promise<void> {
  if (!started.destination || (await otherFailuresOfDestination(tx, started))) return
  await notifyFailure(tx, deps, {
    userId: started.userId,
    jobId: started.job.id,
    jobName: started.job.name,
    what: `A delivery to ${DESTINATION_LABELS[started.destination.type as keyof typeof DESTINATION_LABELS] ?? started.destination.type} failed`,
    details: [`${started.file.fileName}: ${error ?? ''}`],
  })
}
