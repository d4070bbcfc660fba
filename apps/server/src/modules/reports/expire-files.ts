import type { Database } from '../../db/client.ts'
import type { Logger } from '../../platform/log.ts'
import type { FileStore } from '../../platform/storage/file-store.ts'
import { lockExpiringFiles, markFilesExpired } from './files.queries.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Files expired per transaction: the rows stay locked while their objects are deleted. */
const BATCH_SIZE = 100

export interface RetentionDeps {
  db: Database
  files: FileStore
  clock: () => Date
  log: Logger
}

/**
 * Retention (FILE_RETENTION_DAYS): deletes the stored documents of files generated longer ago than
 * that and marks them expired; history keeps the rows and says 'File expired'. Objects are deleted
 * before the mark commits, so a crash leaves the files to the next pass (deleting again is harmless)
 * and never an unmarked row without its objects; several processes share the work through SKIP LOCKED.
 */
export async function expireFiles(deps: RetentionDeps, retentionDays: number): Promise<number> {
  const now = deps.clock()
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS)
  let expired = 0
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const batch = await lockExpiringFiles(tx, cutoff, BATCH_SIZE)
      for (const file of batch) {
        for (const id of file.storedIds) await deps.files.delete(id)
      }
      await markFilesExpired(
        tx,
        batch.map((f) => f.id),
        now,
      )
      return batch.length
    })
    expired += count
    if (count < BATCH_SIZE) break
  }
  if (expired > 0) deps.log.info({ expired, retentionDays }, 'expired generated files')
  return expired
}
