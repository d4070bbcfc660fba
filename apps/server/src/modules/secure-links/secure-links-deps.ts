import type { Database } from '../../db/client.ts'
import type { FileStore } from '../../platform/storage/file-store.ts'

/** What the secure-link routes need: the database, the clock and the file store. */
export interface SecureLinksDeps {
  db: Database
  clock: () => Date
  files: FileStore
}
