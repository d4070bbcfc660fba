import type { Database } from '../../db/client.ts'
import type { Destinations } from '../../destinations/registry.ts'
import type { SecretBox } from '../../platform/crypto/secret-box.ts'

/** What managing a job's destinations needs: the database, the secret box (SECRET_KEY), the drivers. */
export interface DestinationsDeps {
  db: Database
  clock: () => Date
  secrets: SecretBox
  destinations: Destinations
}
