import type { Config } from '../config.ts'
import type { Connectors } from '../connectors/registry.ts'
import type { Database } from '../db/client.ts'
import type { BiLinksDeps } from '../modules/bi-links/index.ts'
import type { BrowserPool } from '../platform/browser/browser-pool.ts'
import type { Logger } from '../platform/log.ts'
import type { DevMailbox } from '../platform/mail/dev-mailbox.ts'
import type { Queue } from '../platform/queue/queue.ts'
import type { FileStore } from '../platform/storage/file-store.ts'

/** What the HTTP application is built from. */
export interface AppDeps {
  config: Config
  db: Database
  queue: Queue
  log: Logger
  devMailbox: DevMailbox | undefined
  clock: () => Date
  connectors: Connectors
  files: FileStore
  biLinks: BiLinksDeps
  /** The worker's browser when this process runs that role (the health check reuses it). */
  browser?: BrowserPool | undefined
  /** The browser a row's preview renders in: the worker's, or one launched on first use (ADR 0043). */
  renderBrowser?: BrowserPool | undefined
}
