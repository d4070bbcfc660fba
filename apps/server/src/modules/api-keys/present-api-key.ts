import type { ApiKeyInfo } from '@herald/contracts'
import type { ApiKeyRow } from './api-keys.queries.ts'

export function presentApiKey(row: ApiKeyRow): ApiKeyInfo {
  return {
    keyId: row.id,
    createdDate: row.createdAt.toISOString(),
    active: row.active,
    lastUsedDate: row.lastUsedAt?.toISOString() ?? null,
  }
}
