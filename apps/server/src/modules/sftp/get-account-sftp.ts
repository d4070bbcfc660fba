import { sftpMessages, type SftpAccess } from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'
import type { SftpDeps } from './sftp-deps.ts'
import { findCredentials } from './sftp.queries.ts'

/** Where the account connects by SFTP (never its password); 404 without credentials or with SFTP off. */
export async function getAccountSftp(deps: SftpDeps, userId: string): Promise<SftpAccess> {
  const credentials = deps.sftp && (await findCredentials(deps.db, userId))
  if (!deps.sftp || !credentials) throw new AppError(404, sftpMessages.noCredentials)
  return { host: deps.sftp.publicHost, port: deps.sftp.port, username: credentials.username }
}
