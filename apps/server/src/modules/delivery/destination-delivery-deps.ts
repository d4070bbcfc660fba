import type { Database, Executor } from '../../db/client.ts'
import type { Destinations } from '../../destinations/registry.ts'
import type { SecretBox } from '../../platform/crypto/secret-box.ts'
import type { Queue } from '../../platform/queue/queue.ts'
import type { FileStore } from '../../platform/storage/file-store.ts'

/** What delivering to destinations needs (ADR 0048); kept apart from the email path's DeliveryDeps. */
export interface DestinationDeliveryDeps {
  db: Database
  queue: Queue
  clock: () => Date
  files: FileStore
  publicUrl: string
  /** Opens the destinations' sealed secrets (SECRET_KEY). */
  secrets: SecretBox
  destinations: Destinations
  /** First retry delay after a 5xx or a lost answer; doubles per attempt, capped at 1 h. */
  retryBaseSeconds: number
  /** The reports module's `closeRunIfSettled`, inside the transaction that settles the delivery. */
  closeRunIfSettled(tx: Executor, runId: number): Promise<void>
}
