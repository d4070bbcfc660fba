import type { Executor } from '../../db/client.ts'
import { notFound } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { findOwnedFile } from './history.queries.ts'

/** A file of one of the caller's runs; 404 for another account's, as for one that does not exist (ADR 0055). */
export async function requireOwnedFile(db: Executor, principal: Principal, fileId: number) {
  const file = await findOwnedFile(db, principal.userId, fileId)
  if (!file) throw notFound()
  return file
}
