import { apiKeyMessages } from '@herald/contracts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../platform/http/errors.ts'
import { recordAuditEvent } from '../audit/index.ts'
import type { Principal } from '../auth/index.ts'
import { deleteApiKey as deleteApiKeyRow } from './api-keys.queries.ts'

/** Deletes the account's API key: requests with it are refused from the next one on. */
export async function deleteApiKey(deps: { db: Database }, principal: Principal): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const keyId = await deleteApiKeyRow(tx, principal.userId)
    if (keyId === undefined) throw new AppError(404, apiKeyMessages.noKey)
    await recordAuditEvent(tx, { principal: principal.email, type: 'API_KEY_DELETED', data: { keyId } })
  })
}
