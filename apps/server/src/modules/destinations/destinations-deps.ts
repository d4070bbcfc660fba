import type { Database } from '../../db/client.ts'
import type { DestinationRuntime } from '../../destinations/destination-runtime.ts'
import type { Destinations } from '../../destinations/registry.ts'
import type { SecretBox } from '../../platform/crypto/secret-box.ts'
import type { BiLinksDeps } from '../bi-links/index.ts'

/** What managing a job's destinations needs: the database, the secret box (SECRET_KEY), the drivers. */
export interface DestinationsDeps {
  db: Database
  clock: () => Date
  secrets: SecretBox
  destinations: Destinations
  /** What the drivers share (Graph's address and tokens, for picking a SharePoint folder). */
  runtime: DestinationRuntime
  /** Where a SharePoint destination's Microsoft sign-in waits until it is added (ADR 0052). */
  microsoftSignIns: Pick<BiLinksDeps, 'db' | 'secrets' | 'clock'>
}
