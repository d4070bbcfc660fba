import type { PowerBiRuntime, TableauRuntime } from '../../connectors/registry.ts'
import type { Database } from '../../db/client.ts'
import type { SecretBox } from '../../platform/crypto/secret-box.ts'

/** What linking a job to a BI account needs: the database, the secret box for what is stored, the Tableau and Power BI runtimes. */
export interface BiLinksDeps {
  db: Database
  clock: () => Date
  secrets: SecretBox
  tableau: TableauRuntime
  /** Absent when POWERBI_CLIENT_ID and POWERBI_CLIENT_SECRET are not set: Power BI is not offered. */
  powerBi: PowerBiRuntime | undefined
  /** PUBLIC_URL: the origin the OAuth popup posts its outcome to. */
  publicUrl: string
}
