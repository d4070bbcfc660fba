import type { AdminSftpStatus } from '@herald/contracts'
import { notFound } from '../../platform/http/errors.ts'
import type { SftpDeps } from './sftp-deps.ts'
import { findAccountEmail, findCredentials } from './sftp.queries.ts'

/** What an admin sees of an account's SFTP access: whether SFTP is on, and the credentials without secret. */
export async function getAdminSftp(deps: SftpDeps, userId: string): Promise<AdminSftpStatus> {
  if (!(await findAccountEmail(deps.db, userId))) throw notFound()
  const credentials = deps.sftp && (await findCredentials(deps.db, userId))
  return {
    enabled: deps.sftp !== undefined,
    credentials:
      deps.sftp && credentials
        ? {
            host: deps.sftp.publicHost,
            port: deps.sftp.port,
            username: credentials.username,
            authentication: credentials.publicKey ? 'PUBLIC_KEY' : 'PASSWORD',
            issuedAt: credentials.createdAt.toISOString(),
          }
        : null,
  }
}
