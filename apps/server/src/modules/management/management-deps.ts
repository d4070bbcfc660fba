import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { BrowserPool } from '../../platform/browser/browser-pool.ts'
import type { Logger } from '../../platform/log.ts'
import type { FileStore } from '../../platform/storage/file-store.ts'

export interface ManagementDeps {
  config: Config
  db: Database
  /** The root logger: its areas are the loggers management/logs lists and changes. */
  log: Logger
  files: FileStore
  /** This process's browser when it runs the worker role; otherwise the health check launches one. */
  browser: BrowserPool | undefined
  /** The SMTP server mail goes to: SMTP_URL, or the dev mailbox's. */
  smtpUrl: string
  clock: () => Date
}
