import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startHeraldProcess as spawnHerald } from '../../apps/server/test/herald-process.ts'
import { freePort } from '../../apps/server/test/start-test-herald.ts'

export interface HeraldProcess {
  url: string
  /** What the process printed so far, stdout and stderr interleaved. */
  output: () => string
  stop: () => Promise<void>
}

/** Herald as a user runs it (`npm start`'s command) on a port and data folder of its own, once `/api/health` answers. */
export async function startHeraldProcess(
  env: Record<string, string>,
  startTimeoutMs = 150_000,
): Promise<HeraldProcess> {
  const port = await freePort()
  const herald = spawnHerald({
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'herald-e2e-')),
    ...env,
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + startTimeoutMs
  for (;;) {
    if (!herald.alive()) throw new Error(`Herald exited early:\n${herald.output()}`)
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (healthy) break
    if (Date.now() > deadline) throw new Error(`Herald did not become healthy:\n${herald.output()}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return { url, output: herald.output, stop: herald.stop }
}
