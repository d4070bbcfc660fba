import type { Database } from '../../db/client.ts'
import type { Connectors } from '../../connectors/registry.ts'
import type { BrowserPool } from '../../platform/browser/browser-pool.ts'
import type { SecretBox } from '../../platform/crypto/secret-box.ts'

/** What the report-configuration use cases need. */
export interface ReportConfigDeps {
  db: Database
  clock: () => Date
  connectors: Connectors
  /** The server's own sender, the default for a new email task. */
  mailFrom: string
  /** Renders a row's preview (ADR 0043): the worker's browser, or one launched on first use. */
  browser?: BrowserPool | undefined
  /** Seals a job's file password (ADR 0049). */
  filePasswords: SecretBox
}
