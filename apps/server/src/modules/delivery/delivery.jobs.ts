import { z } from 'zod'
import { defineJob } from '../../platform/queue/define-job.ts'

/**
 * Sends one delivery to its recipients still owed. The queue's own retries cover a worker that died
 * mid-send (taken up again 1–2 s after its death is noticed, then with backoff); deferred recipients
 * (SMTP 4xx) are retried by a new job scheduled with the ledger's own backoff.
 */
export const deliverEmailJob = defineJob({
  name: 'delivery.deliver-email',
  payload: z.object({ deliveryId: z.number().int().positive() }),
  options: { retryLimit: 8, retryDelay: 1 },
})

/**
 * Delivers one file to one destination (Slack, Teams, a webhook, …; ADR 0048). The queue's retries cover a
 * worker that died mid-send; the destination's own retries (429 with Retry-After, 5xx) are new jobs
 * scheduled with the ledger's backoff.
 */
export const deliverDestinationJob = defineJob({
  name: 'delivery.deliver-destination',
  payload: z.object({ deliveryId: z.number().int().positive() }),
  options: { retryLimit: 8, retryDelay: 1 },
})
