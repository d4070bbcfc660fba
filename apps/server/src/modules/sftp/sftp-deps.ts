import type { Database } from '../../db/client.ts'
import type { Logger } from '../../platform/log.ts'
import type { FileStore } from '../../platform/storage/file-store.ts'

/** What SFTP download needs: the database, the stored files, and where users connect (unset: SFTP is off). */
export interface SftpDeps {
  db: Database
  files: FileStore
  log: Logger
  clock: () => Date
  sftp: { port: number; publicHost: string } | undefined
}
