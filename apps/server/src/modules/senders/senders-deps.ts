import type { Database } from '../../db/client.ts'
import type { ResolveTxt } from '../../platform/dns/txt-lookup.ts'
import type { Queue } from '../../platform/queue/queue.ts'

export interface SendersDeps {
  db: Database
  queue: Queue
  clock: () => Date
  publicUrl: string
  /** The server's own sender (MAIL_FROM). */
  mailFrom: string
  resolveTxt: ResolveTxt
}
