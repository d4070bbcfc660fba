import { sftpMessages } from '@herald/contracts'
import { readOrCreateHostKey, startSftpServer, type SftpServer } from '../../platform/sftp/index.ts'
import { checkLogin } from './check-login.ts'
import type { SftpDeps } from './sftp-deps.ts'

/** The web role's SFTP server (SFTP_PORT set): each account reads its own files, read-only. */
export async function startSftp(
  deps: SftpDeps,
  settings: { host: string; port: number; hostKeyPath: string },
): Promise<SftpServer> {
  return startSftpServer({
    host: settings.host,
    port: settings.port,
    hostKey: readOrCreateHostKey(settings.hostKeyPath),
    authenticate: (attempt) => checkLogin(deps, attempt),
    readOnlyMessage: sftpMessages.readOnly,
    log: deps.log,
  })
}
