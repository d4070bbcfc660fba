import type { Database } from '../../db/client.ts'
import type { Logger } from '../../platform/log.ts'
import type { FileStore } from '../../platform/storage/file-store.ts'
import type { Auth } from '../auth/index.ts'

export interface AdminUsersDeps {
  db: Database
  auth: Auth
  files: FileStore
  log: Logger
  clock: () => Date
  /** ADMIN_EMAILS: admins whatever role is stored. */
  adminEmails: string[]
}
