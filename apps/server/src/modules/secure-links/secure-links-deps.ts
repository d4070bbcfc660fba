import type { Database, Executor } from '../../db/client.ts'
import type { FileStore } from '../../platform/storage/file-store.ts'
import type { Principal } from '../auth/index.ts'

/** What the secure-link routes need: the database, the clock, the file store and the files' ownership policy. */
export interface SecureLinksDeps {
  db: Database
  clock: () => Date
  files: FileStore
  /**
   * The files' ownership policy (history's `requireOwnedFile`), passed in: history depends on delivery, which
   * issues links, so importing it here would point backwards.
   */
  requireOwnedFile: (db: Executor, principal: Principal, fileId: number) => Promise<unknown>
}
