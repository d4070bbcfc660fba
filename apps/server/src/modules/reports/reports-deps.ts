import type { Database } from '../../db/client.ts'
import type { Connectors } from '../../connectors/registry.ts'
import type { BrowserPool } from '../../platform/browser/browser-pool.ts'
import type { SecretBox } from '../../platform/crypto/secret-box.ts'
import type { Logger } from '../../platform/log.ts'
import type { Queue } from '../../platform/queue/queue.ts'
import type { FileStore } from '../../platform/storage/file-store.ts'

/** What running a report needs: the database and queue, the BI sources, a browser and the file store. */
export interface ReportsDeps {
  db: Database
  queue: Queue
  clock: () => Date
  connectors: Connectors
  browser: BrowserPool
  files: FileStore
  log: Logger
  publicUrl: string
  mailFrom: string
  /** Opens a job's sealed file password (ADR 0049). */
  filePasswords: SecretBox
  /** The qpdf executable that encrypts protected PDFs (QPDF_PATH, default `qpdf` on the PATH). */
  qpdfPath: string
}
