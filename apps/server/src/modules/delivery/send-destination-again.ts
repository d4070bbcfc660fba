import {
  destinationMessages,
  hasDestinations,
  historyMessages,
  SEND_FROM_HISTORY_DAYS,
  type SubscriptionType,
} from '@herald/contracts'
import type { Database } from '../../db/client.ts'
import { AppError, notFound } from '../../platform/http/errors.ts'
import type { Queue } from '../../platform/queue/queue.ts'
import type { Principal } from '../auth/index.ts'
import {
  filesToSendAgain,
  findRunAndDestination,
  insertDestinationDelivery,
  reopenDestinationDelivery,
} from './destination-deliveries.queries.ts'
import { deliverDestinationJob } from './deliver-destination.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * 'Send again' to one destination from Job History (ADR 0048): the run's generated files that this
 * destination has not received — never sent (a destination added since), failed or uncertain — go through
 * the same ledger, within 5 days of the run. A failed delivery keeps its event id (a webhook receiver that
 * saw it dedupes). Repeating is harmless: a delivery under way or sent is not touched.
 */
export async function sendDestinationAgain(
  deps: { db: Database; queue: Queue; clock: () => Date },
  principal: Principal,
  ids: { jobId: number; runId: number; destinationId: number },
): Promise<{ message: string }> {
  return deps.db.transaction(async (tx) => {
    const found = await findRunAndDestination(tx, principal.userId, ids.jobId, ids.runId, ids.destinationId)
    if (!found || found.trigger === 'TEST') throw notFound()
    if (!hasDestinations(found.plan as SubscriptionType))
      throw new AppError(403, destinationMessages.notOnPlan)
    if (!found.finishedAt) throw new AppError(409, destinationMessages.runStillOpen)
    if (deps.clock().getTime() - found.finishedAt.getTime() > SEND_FROM_HISTORY_DAYS * DAY_MS)
      throw new AppError(409, historyMessages.emailsExpired.replace('emailed', 'sent'))
    const files = await filesToSendAgain(tx, ids.runId, ids.destinationId)
    if (files.length === 0) throw new AppError(409, destinationMessages.nothingToSendAgain)
    for (const file of files) {
      let deliveryId = file.delivery_id === null ? undefined : Number(file.delivery_id)
      if (deliveryId === undefined)
        deliveryId = await insertDestinationDelivery(tx, Number(file.file_id), ids.runId, found.destination)
      else await reopenDestinationDelivery(tx, deliveryId)
      if (deliveryId !== undefined)
        await deps.queue.enqueue(deliverDestinationJob, { deliveryId }, { tx, account: principal.userId })
    }
    return { message: destinationMessages.sendAgainQueued }
  })
}
