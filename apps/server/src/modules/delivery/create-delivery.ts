import { splitEmailList } from '@herald/contracts'
import type { Executor } from '../../db/client.ts'
import type { Queue } from '../../platform/queue/queue.ts'
import { deliverEmailJob } from './deliver-email.ts'
import { insertDelivery, type Recipient } from './delivery.queries.ts'

/** The file a delivery carries, with the recipients snapshotted from its filter row. */
export interface DeliverableFile {
  id: number
  toEmail: string
  ccEmail: string
  bccEmail: string
}

function envelope(file: DeliverableFile): Omit<Recipient, 'id'>[] {
  const seen = new Set<string>()
  const list: Omit<Recipient, 'id'>[] = []
  for (const [kind, value] of [
    ['to', file.toEmail],
    ['cc', file.ccEmail],
    ['bcc', file.bccEmail],
  ] as const) {
    for (const address of splitEmailList(value)) {
      const key = address.toLowerCase()
      if (seen.has(key)) continue
      seen.add(key)
      list.push({ kind, address })
    }
  }
  return list
}

/** The deterministic Message-ID of a file's email: the same on every attempt, unique per file. */
function messageIdFor(fileId: number, mailFrom: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'herald.invalid'
  return `<herald-file-${fileId}@${domain}>`
}

/**
 * Records the delivery of a generated file and queues it, in the caller's transaction (the outbox):
 * the email exists exactly when the file does. A file already delivered is left alone. Whether a new
 * delivery was recorded (it is PENDING: its run stays open until it settles).
 */
export async function createDelivery(
  tx: Executor,
  deps: { queue: Queue; mailFrom: string },
  file: DeliverableFile,
): Promise<boolean> {
  const recipients = envelope(file)
  if (recipients.length === 0) return false
  const deliveryId = await insertDelivery(tx, file.id, messageIdFor(file.id, deps.mailFrom), recipients)
  if (deliveryId === undefined) return false
  await deps.queue.enqueue(deliverEmailJob, { deliveryId }, { tx })
  return true
}
