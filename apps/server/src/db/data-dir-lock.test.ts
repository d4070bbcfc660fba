import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts'

describe('lockDataDir', () => {
  let dir: string
  let lock: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'herald-lock-'))
    lock = path.join(dir, 'pglite.lock')
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('holds the lock with this process id and releases it', async () => {
    const release = await lockDataDir(lock, dir)
    expect(await readFile(lock, 'utf8')).toBe(String(process.pid))
    await release()
    await expect(stat(lock)).rejects.toThrow('ENOENT')
  })

  it('refuses while another live process holds it', async () => {
    await writeFile(lock, String(process.ppid))
    await expect(lockDataDir(lock, dir)).rejects.toThrow(DataDirInUseError)
    expect(await readFile(lock, 'utf8')).toBe(String(process.ppid))
  })

  it('takes over the lock of a process that is gone (killed or crashed)', async () => {
    const gone = spawnSync('true').pid!
    await writeFile(lock, String(gone))
    await lockDataDir(lock, dir)
    expect(await readFile(lock, 'utf8')).toBe(String(process.pid))
  })
})
