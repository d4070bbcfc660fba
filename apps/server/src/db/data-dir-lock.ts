import { open, readFile, rm } from 'node:fs/promises'

/** Another live process holds the embedded database: opening it too would corrupt it. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'

  constructor(dir: string, pid: number) {
    super(
      `Another Herald process (pid ${pid}) is using the embedded database in ${dir}. ` +
        'Stop it first, or give this one its own DATA_DIR (or a DATABASE_URL to share PostgreSQL).',
    )
  }
}

/**
 * Takes `lockFile` for this process: a file holding its pid, created exclusively. A lock left by a process
 * that no longer runs (killed, crashed) is taken over. Returns the release.
 */
export async function lockDataDir(lockFile: string, dir: string): Promise<() => Promise<void>> {
  for (let attempt = 0; ; attempt++) {
    try {
      const file = await open(lockFile, 'wx')
      await file.writeFile(String(process.pid))
      await file.close()
      return () => rm(lockFile, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error
    }
    const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim())
    if (holder > 0 && holder !== process.pid && isRunning(holder)) throw new DataDirInUseError(dir, holder)
    await rm(lockFile, { force: true })
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
