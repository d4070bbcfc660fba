import type { DestinationType } from '@herald/contracts'
import type { Executor } from '../../db/client.ts'
import type { StoredDestination } from '../../destinations/destination.ts'
import type { SecretBox } from '../../platform/crypto/secret-box.ts'
import { resealDestinationSecret } from './destination-deliveries.queries.ts'

/**
 * A stored destination with its secret opened for a driver; a changed secret (a rotated refresh token, ADR 0052)
 * is sealed back only over the one opened here, so two processes rotating at once cannot lose the newer.
 */
export function openStoredDestination(
  db: Executor,
  secrets: SecretBox,
  row: { id: number; type: string; settings: Record<string, string>; sealedSecret: string },
): StoredDestination {
  let sealed = row.sealedSecret
  return {
    id: row.id,
    type: row.type as DestinationType,
    settings: row.settings,
    secret: JSON.parse(secrets.open(sealed)) as Record<string, string>,
    async saveSecret(next) {
      const nextSealed = secrets.seal(JSON.stringify(next))
      const saved = await resealDestinationSecret(db, row.id, sealed, nextSealed)
      if (saved) sealed = nextSealed
      return saved
    },
  }
}
