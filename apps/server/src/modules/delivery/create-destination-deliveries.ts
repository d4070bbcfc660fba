import type { Executor } from '../../db/client.ts'
import type { Queue } from '../../platform/queue/queue.ts'
import { insertDestinationDeliveries } from './destination-deliveries.queries.ts'
import { deliverDestinationJob } from './deliver-destination.ts'

/**
 * Records a generated file's delivery to each destination of its job and queues them, in the caller's
 * transaction (the outbox, as for its email): the deliveries exist exactly when the file does. Returns
 * how many were recorded.
 */
export async function createDestinationDeliveries(
  tx: Executor,
  deps: { queue: Queue },
  file: { id: number; runId: number },
  account: string,
): Promise<number> {
  const ids = await insertDestinationDeliveries(tx, file.id, file.runId)
  if (ids.length === 0) return 0
  await deps.queue.enqueueMany(
    deliverDestinationJob,
    ids.map((deliveryId) => ({ deliveryId })),
    { tx, account },
  )
  return ids.length
}
