import type { ApiKeyInfo } from '@herald/contracts'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../auth/index.ts'
import { findApiKey } from './api-keys.queries.ts'
import { presentApiKey } from './present-api-key.ts'

/**
 * `GET /api/api-key`: the account's key as the screen shows it (never its secret); null when it has none — the
 * screen's usual first state, an answer rather than an error (ADR 0051).
 */
export async function getApiKey(deps: { db: Database }, principal: Principal): Promise<ApiKeyInfo | null> {
  const key = await findApiKey(deps.db, principal.userId)
  return key ? presentApiKey(key) : null
}
