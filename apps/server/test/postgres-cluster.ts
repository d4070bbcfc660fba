import { execFile } from 'node:child_process'
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './start-test-herald.ts'

const run = promisify(execFile)

/** PostgreSQL's own binaries, newest version installed (Debian layout). */
function binDir(): string {
  const root = '/usr/lib/postgresql'
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a))
  if (!versions[0]) throw new Error(`no PostgreSQL under ${root}`)
  return path.join(root, versions[0], 'bin')
}

export interface PostgresCluster {
  /** The cluster's `postgres` database, over TCP on loopback. */
  url: string
  /** Stops the server: `immediate` is a crash (no checkpoint, every connection cut); recovery runs on start. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>
  start(): Promise<void>
  /** Stops the server if it runs and deletes the cluster's directory. */
  remove(): Promise<void>
}

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary directory, its own port), for tests that
 * stop and restart the database under Herald. initdb and postgres refuse to run as root: as root they run
 * as the `postgres` user, which owns the directory.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = binDir()
  const dir = mkdtempSync(path.join(tmpdir(), 'herald-pg-'))
  const data = path.join(dir, 'data')
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const uid = Number(stdout.trim())
    chownSync(dir, uid, uid)
    chmodSync(dir, 0o700)
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args)
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start'])
  }
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await pg('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop'])
  }
  try {
    await pg('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-sync',
      '--no-instructions',
    ])
    await start()
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      await stop('immediate').catch(() => undefined)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
