import { apiKeyMessages, type ApiKeyInfo } from '@herald/contracts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { findApiKey } from './api-keys.queries.ts'
import { presentApiKey } from './present-api-key.ts'

/** `GET /api/api-key`: the account's key as the screen shows it (never its secret); 404 when it has none. */
export async function getApiKey(deps: { db: Database }, principal: Principal): Promise<ApiKeyInfo> {
  const key = await findApiKey(deps.db, principal.userId)
  if (!key) throw new AppError(404, apiKeyMessages.noKey)
  return presentApiKey(key)
}
