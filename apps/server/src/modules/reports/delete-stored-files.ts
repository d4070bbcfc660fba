import { createSemaphore } from '../../platform/browser/fifo-semaphore.ts'
import type { Logger } from '../../platform/log.ts'
import type { FileStore } from '../../platform/storage/file-store.ts'

/** Deletes in flight at once: an account's thousands of objects go side by side without flooding the store. */
const DELETES_AT_ONCE = 8

/**
 * Deletes stored files whose rows are gone (or going). Each delete is idempotent; one that fails is
 * logged and left as an orphan object in the store rather than failing what the user asked for.
 */
export async function deleteStoredFiles(deps: { files: FileStore; log: Logger }, ids: string[]) {
  const slots = createSemaphore(DELETES_AT_ONCE)
  const failed: string[] = []
  await Promise.all(
    ids.map(async (id) => {
      const release = await slots.acquire()
      try {
        await deps.files.delete(id)
      } catch (err) {
        failed.push(id)
        deps.log.warn({ err, storedId: id }, 'a stored file could not be deleted')
      } finally {
        release()
      }
    }),
  )
  return { deleted: ids.length - failed.length, failed }
}
