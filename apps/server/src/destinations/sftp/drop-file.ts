import path from 'node:path/posix'
import type { SFTPWrapper } from 'ssh2'

/** An SFTP call the server refused (its status code: 2 no such file, 3 permission denied, 4 failure). */
export class SftpStatusError extends Error {
  override name = 'SftpStatusError'
  readonly code: number | undefined
  /** Whether the file may already be in place (the rename was asked for). */
  readonly afterRename: boolean
  constructor(message: string, code: number | undefined, afterRename: boolean) {
    super(message)
    this.code = code
    this.afterRename = afterRename
  }
}

const NO_SUCH_FILE = 2

const call = <T = void>(
  what: string,
  afterRename: boolean,
  run: (done: (error?: Error | null, value?: T) => void) => void,
) =>
  new Promise<T>((resolve, reject) =>
    run((error, value) =>
      error
        ? reject(
            new SftpStatusError(`${what}: ${error.message}`, (error as { code?: number }).code, afterRename),
          )
        : resolve(value as T),
    ),
  )

/** Creates each missing folder of `folder` (like mkdir -p). */
async function ensureFolder(sftp: SFTPWrapper, folder: string): Promise<void> {
  let current = folder.startsWith('/') ? '/' : '.'
  for (const part of folder.split('/').filter(Boolean)) {
    current = path.join(current, part)
    const exists = await call<unknown>(`stat ${current}`, false, (done) => sftp.stat(current, done)).then(
      () => true,
      (error: SftpStatusError) => {
        if (error.code === NO_SUCH_FILE) return false
        throw error
      },
    )
    if (!exists) {
      await call(`create the folder ${current}`, false, (done) => sftp.mkdir(current, done)).catch(
        async (error: SftpStatusError) => {
          // Another delivery made it meanwhile.
          await call(`create the folder ${current}`, false, (done) =>
            sftp.stat(current, (e) => done(e)),
          ).catch(() => {
            throw error
          })
        },
      )
    }
  }
}

/**
 * Writes `bytes` to `folder/name` so that a reader never sees half a file (ADR 0050): all of it under a
 * temporary name of its own (`.name.<key>.part`, the same on a retry, so a retry overwrites what a stopped
 * attempt left), then renamed into place — with OpenSSH's posix-rename where the server offers it (atomic, and
 * it replaces an older file), else a plain rename, removing an older file of that name first if the server
 * refuses to replace it.
 */
export async function dropFile(
  sftp: SFTPWrapper,
  opts: { folder: string; name: string; key: string; bytes: Buffer },
): Promise<string> {
  await ensureFolder(sftp, opts.folder)
  const final = path.join(opts.folder, opts.name)
  const temp = path.join(opts.folder, `.${opts.name}.${opts.key}.part`)
  await call(`write ${temp}`, false, (done) => sftp.writeFile(temp, opts.bytes, { mode: 0o640 }, done))
  const supportsPosixRename = (sftp as unknown as { _extensions: Record<string, string> })._extensions[
    'posix-rename@openssh.com'
  ]
  if (supportsPosixRename) {
    await call(`rename ${temp} to ${final}`, true, (done) => sftp.ext_openssh_rename(temp, final, done))
    return final
  }
  try {
    await call(`rename ${temp} to ${final}`, true, (done) => sftp.rename(temp, final, done))
  } catch (error) {
    // SFTP v3's rename refuses to replace a file: replace the older one (a file of this name from before).
    const older = await call<unknown>(`stat ${final}`, true, (done) => sftp.stat(final, done)).then(
      () => true,
      () => false,
    )
    if (!older) throw error
    await call(`remove the older ${final}`, true, (done) => sftp.unlink(final, done))
    await call(`rename ${temp} to ${final}`, true, (done) => sftp.rename(temp, final, done))
  }
  return final
}
