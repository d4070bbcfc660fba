import type { Database } from '../../db/client.ts'
import type { Connectors } from '../../connectors/registry.ts'

/** What the report-configuration use cases need. */
export interface ReportConfigDeps {
  db: Database
  clock: () => Date
  connectors: Connectors
  /** The server's own sender, the default for a new email task. */
  mailFrom: string
}
