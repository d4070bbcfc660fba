import { execFile } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { appendFile, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Why tiny filesystems cannot be made here, or undefined when they can (mounting needs root). */
export const tinyFilesystemUnavailable: string | undefined =
  process.getuid?.() === 0 ? undefined : 'mounting a tiny filesystem (tmpfs) needs root'

export interface TinyFilesystem {
  dir: string
  /** Writes a filler file until the filesystem refuses another byte (ENOSPC). */
  fill(): Promise<void>
  /** Deletes the filler: the space is back. */
  free(): Promise<void>
  /** Every file on it but the filler, with its size (directories left out). */
  files(): Promise<{ name: string; size: number }[]>
  unmount(): Promise<void>
}

const FILLER = '.filler'

/** A tmpfs of `size` (e.g. '2m') mounted on `dir` (created if missing), for tests of a full disk. */
export async function mountTinyFilesystem(dir: string, size: string): Promise<TinyFilesystem> {
  mkdirSync(dir, { recursive: true })
  await run('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0755`, 'tmpfs', dir])
  const filler = path.join(dir, FILLER)
  return {
    dir,
    async fill() {
      const chunk = Buffer.alloc(4096, 1)
      for (;;) {
        try {
          await appendFile(filler, chunk)
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOSPC') return
          throw error
        }
      }
    },
    free: () => rm(filler, { force: true }),
    async files() {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true })
      const files = entries.filter((e) => e.isFile() && e.name !== FILLER)
      return Promise.all(
        files.map(async (e) => {
          const full = path.join(e.parentPath, e.name)
          return { name: path.relative(dir, full), size: (await stat(full)).size }
        }),
      )
    },
    async unmount() {
      await run('umount', [dir])
    },
  }
}
