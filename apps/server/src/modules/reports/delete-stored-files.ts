import type { Logger } from '../../platform/log.ts'
import type { FileStore } from '../../platform/storage/file-store.ts'

/**
 * Deletes stored files whose rows are gone (or going). Each delete is idempotent; one that fails is
 * logged and left as an orphan object in the store rather than failing what the user asked for.
 */
export async function deleteStoredFiles(deps: { files: FileStore; log: Logger }, ids: string[]) {
  const failed: string[] = []
  for (const id of ids) {
    await deps.files.delete(id).catch((err: unknown) => {
      failed.push(id)
      deps.log.warn({ err, storedId: id }, 'a stored file could not be deleted')
    })
  }
  return { deleted: ids.length - failed.length, failed }
}
