import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { NODE_FLAGS } from '../../apps/server/src/node-flags.ts'
import { freePort } from '../../apps/server/test/start-test-herald.ts'

const root = path.resolve(import.meta.dirname, '../..')

export interface HeraldProcess {
  url: string
  output: () => string
  stop(): Promise<void>
}

/** Herald as a user runs it: `npm start`'s `node … apps/server/src/main.ts` in its own process, with the given environment. */
export async function startHeraldProcess(
  env: Record<string, string>,
  startTimeoutMs = 150_000,
): Promise<HeraldProcess> {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, [...NODE_FLAGS, 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env['PATH'],
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'herald-e2e-')),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + startTimeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Herald exited early:\n${log}`)
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (healthy) break
    if (Date.now() > deadline) throw new Error(`Herald did not become healthy:\n${log}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
