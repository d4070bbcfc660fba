import type { Database } from '../../db/client.ts'
import type { Logger } from '../../platform/log.ts'
import type { FileStore } from '../../platform/storage/file-store.ts'
import { storedFilesOfUser } from './files.queries.ts'

export interface StoredFilesDeps {
  db: Database
  files: FileStore
  log: Logger
}

/**
 * Deletes stored files whose rows are gone (or going). Each delete is idempotent; one that fails is
 * logged and left as an orphan object in the store rather than failing what the user asked for.
 */
export async function deleteStoredFiles(deps: Pick<StoredFilesDeps, 'files' | 'log'>, ids: string[]) {
  const failed: string[] = []
  for (const id of ids) {
    await deps.files.delete(id).catch((err: unknown) => {
      failed.push(id)
      deps.log.warn({ err, storedId: id }, 'a stored file could not be deleted')
    })
  }
  return { deleted: ids.length - failed.length, failed }
}

/**
 * For account deletion: deletes every stored file of the account's jobs. Call it after the account's
 * rows are locked or gone from new work (a file rendered afterwards is removed by its render, which
 * finds its row gone); calling it twice is harmless.
 */
export async function deleteAccountFiles(deps: StoredFilesDeps, userId: string) {
  return deleteStoredFiles(deps, await storedFilesOfUser(deps.db, userId))
}
