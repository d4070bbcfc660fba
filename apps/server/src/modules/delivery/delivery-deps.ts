import type { Database, Executor } from '../../db/client.ts'
import type { SecretBox } from '../../platform/crypto/secret-box.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { Queue } from '../../platform/queue/queue.ts'
import type { FileStore } from '../../platform/storage/file-store.ts'

export interface DeliveryDeps {
  db: Database
  queue: Queue
  clock: () => Date
  files: FileStore
  mailer: Mailer
  /** Opens the sending domains' DKIM keys (SECRET_KEY). */
  secrets: SecretBox
  publicUrl: string
  /** The server's sender, `Name <address>`; its domain names our Message-IDs. */
  mailFrom: string
  /** First retry delay for recipients the SMTP server deferred (4xx); doubles per attempt, capped at 1 h. */
  retryBaseSeconds: number
  /**
   * Closes the email's run if this was the last thing of it still open, inside the transaction that
   * settles the email (the reports module's `closeRunIfSettled`, given by the process that wires both).
   */
  closeRunIfSettled(tx: Executor, runId: number): Promise<void>
}
