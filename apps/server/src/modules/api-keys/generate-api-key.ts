import type { ApiKeySecret } from '@herald/contracts'
import type { Database } from '../../db/client.ts'
import { newApiKey } from '../../platform/crypto/api-key-secret.ts'
import { recordAuditEvent } from '../audit/index.ts'
import type { Principal } from '../auth/index.ts'
import { findApiKey, lockApiKeyId, putApiKey } from './api-keys.queries.ts'
import { presentApiKey } from './present-api-key.ts'

/**
 * Generates the account's API key, or regenerates it: the old key stops working when this commits.
 * The secret is returned this once; only its hash is stored.
 */
export async function generateApiKey(
  deps: { db: Database; clock: () => Date },
  principal: Principal,
): Promise<ApiKeySecret> {
  const key = newApiKey()
  return deps.db.transaction(async (tx) => {
    const previousId = await lockApiKeyId(tx, principal.userId)
    await putApiKey(tx, {
      id: key.id,
      userId: principal.userId,
      secretHash: key.hash,
      createdAt: deps.clock(),
    })
    await recordAuditEvent(tx, {
      principal: principal.email,
      type: previousId === undefined ? 'API_KEY_CREATED' : 'API_KEY_REGENERATED',
      data: previousId === undefined ? { keyId: key.id } : { keyId: key.id, previousKeyId: previousId },
    })
    const stored = await findApiKey(tx, principal.userId)
    return { ...presentApiKey(stored!), keySecret: key.secret }
  })
}
