import path from 'node:path'

/** A file or folder as an SFTP client sees it. */
export interface SftpNode {
  name: string
  kind: 'dir' | 'file'
  size: number
  mtime: Date
}

/**
 * What one signed-in client may read. Paths are absolute and normalized (normalizePath) before they get
 * here; a volume answers from its own tree, never from the disk, so no path can leave it.
 */
export interface SftpVolume {
  stat(path: string): Promise<SftpNode | undefined>
  list(path: string): Promise<SftpNode[] | undefined>
  read(path: string): Promise<Buffer | undefined>
}

/** One sign-in attempt. A public key is only `proven` when the client signed with it. */
export type SftpLoginAttempt = { username: string; address: string } & (
  | { method: 'password'; password: string }
  | { method: 'publickey'; algo: string; key: Buffer; proven: boolean }
)

/** Accepted with the account's volume, or refused (with a message the client shows, when there is one). */
export type SftpLoginVerdict = { ok: true; volume?: SftpVolume } | { ok: false; message?: string }

export type SftpAuthenticate = (attempt: SftpLoginAttempt) => Promise<SftpLoginVerdict>

/** The absolute, normalized form of an SFTP path: '.', '' and relative paths from '/', '..' stops at '/'. */
export function normalizePath(sftpPath: string): string {
  return path.posix.resolve('/', sftpPath.replaceAll('\\', '/'))
}
