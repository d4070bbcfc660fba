import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../apps/server/test/start-test-herald.ts'

const root = path.resolve(import.meta.dirname, '..')

export interface Started {
  ms: number
  url: string
  stop(): Promise<void>
}

/** Spawns a command in its own process group and measures the time until `url` answers 200. */
async function timeToFirst200(
  command: string,
  args: string[],
  env: Record<string, string>,
  url: string,
): Promise<Started> {
  const t0 = performance.now()
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  })
  for (;;) {
    const ok = await fetch(url).then(
      (r) => r.status === 200,
      () => false,
    )
    if (ok) break
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}`)
    if (performance.now() - t0 > 120_000) throw new Error('no 200 within 120 s')
    await new Promise((r) => setTimeout(r, 10))
  }
  const ms = performance.now() - t0
  return {
    ms,
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        process.kill(-child.pid!, 'SIGTERM')
      }),
  }
}

/** `npm start` (setup check + Herald on the embedded database) until /api/health answers 200. */
export async function startHerald(dataDir?: string): Promise<Started> {
  const port = await freePort()
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir ?? mkdtempSync(path.join(tmpdir(), 'herald-bench-')),
    LOG_LEVEL: 'warn',
  }
  return timeToFirst200('npm', ['start', '--silent'], env, `http://127.0.0.1:${port}/api/health`)
}

/** The floor: the same Node starting a bare HTTP server that answers 200. */
export async function startBareNode(): Promise<Started> {
  const port = await freePort()
  const code = `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`
  return timeToFirst200(process.execPath, ['-e', code], {}, `http://127.0.0.1:${port}/`)
}
