import type { Database } from '../../db/client.ts'
import type { FileStore } from '../../platform/storage/file-store.ts'
import type { RequirePrincipal } from '../auth/index.ts'

/** What the secure-link routes need: the database, the clock, the file store and the signed-in user. */
export interface SecureLinksDeps {
  db: Database
  clock: () => Date
  files: FileStore
  requirePrincipal: RequirePrincipal
}
