import type { TableauRuntime } from '../../connectors/tableau/index.ts'
import type { Database } from '../../db/client.ts'
import type { SecretBox } from '../../platform/crypto/secret-box.ts'

/** What linking a job to a BI account needs: the database, the secret box for what is stored, Tableau's runtime. */
export interface BiLinksDeps {
  db: Database
  clock: () => Date
  secrets: SecretBox
  tableau: TableauRuntime
}
