import { historyMessages, SEND_FROM_HISTORY_DAYS } from '@herald/contracts'
import { AppError, notFound } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { createDelivery } from './create-delivery.ts'
import type { DeliveryDeps } from './delivery-deps.ts'
import { deliverEmailJob } from './deliver-email.ts'
import { filesToSend, findOwnedRun, reopenDelivery } from './delivery.queries.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * "Send Emails" from Job History (spec §2, §6): emails the run's generated files that have not been
 * sent (emails disabled) or whose email failed, within 5 days of the run. Repeating the request is
 * harmless: a file has one delivery, and one already under way is not touched.
 */
export async function sendFromHistory(
  deps: Pick<DeliveryDeps, 'db' | 'queue' | 'clock' | 'mailFrom'>,
  principal: Principal,
  runId: number,
): Promise<{ message: string }> {
  return deps.db.transaction(async (tx) => {
    const run = await findOwnedRun(tx, principal.userId, runId)
    if (!run) throw notFound()
    if (!run.finishedAt)
      throw new AppError(409, 'This run is still in progress. Send its emails when it has finished.')
    if (deps.clock().getTime() - run.finishedAt.getTime() > SEND_FROM_HISTORY_DAYS * DAY_MS) {
      throw new AppError(409, historyMessages.emailsExpired)
    }
    const files = await filesToSend(tx, runId)
    if (files.length === 0) throw new AppError(409, 'Every file of this run has been emailed already.')
    for (const file of files) {
      if (file.deliveryId === null) {
        await createDelivery(tx, deps, file)
      } else {
        await reopenDelivery(tx, file.deliveryId)
        await deps.queue.enqueue(deliverEmailJob, { deliveryId: file.deliveryId }, { tx })
      }
    }
    return { message: historyMessages.emailsQueued }
  })
}
