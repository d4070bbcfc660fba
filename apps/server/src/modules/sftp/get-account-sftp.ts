import type { SftpAccess } from '@herald/contracts'
import type { SftpDeps } from './sftp-deps.ts'
import { findCredentials } from './sftp.queries.ts'

/**
 * Where the account connects by SFTP (never its password); null without credentials or with SFTP off — a
 * normal state the wizard asks about on every visit, so not an error (ADR 0051).
 */
export async function getAccountSftp(deps: SftpDeps, userId: string): Promise<SftpAccess | null> {
  const credentials = deps.sftp && (await findCredentials(deps.db, userId))
  if (!deps.sftp || !credentials) return null
  return { host: deps.sftp.publicHost, port: deps.sftp.port, username: credentials.username }
}
