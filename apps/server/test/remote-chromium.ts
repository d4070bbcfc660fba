import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CHROMIUM_ARGS } from '../src/platform/browser/browser-launcher.ts'

export interface RemoteChromium {
  /** The browser's CDP endpoint, as CHROMIUM_WS_ENDPOINT takes it. */
  wsEndpoint: string
  close(): Promise<void>
}

/**
 * A Chromium of its own, listening for CDP on a free local port: what a remote Chromium machine (or a
 * `browserless/chromium` container) gives the workers that set CHROMIUM_WS_ENDPOINT.
 */
export async function startRemoteChromium(executablePath = '/usr/bin/chromium'): Promise<RemoteChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'herald-remote-chromium-'))
  const child = spawn(
    executablePath,
    [
      ...CHROMIUM_ARGS,
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
    ],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const wsEndpoint = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`Chromium did not listen for CDP:\n${output}`)), 30_000)
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /DevTools listening on (ws:\/\/\S+)/.exec(output)
      if (listening) {
        clearTimeout(timer)
        resolve(listening[1]!)
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`Chromium exited with ${code}:\n${output}`))
    })
  })
  return {
    wsEndpoint,
    async close() {
      // Chromium leads its own process group: the group signal also ends its zygote, GPU and renderers.
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL')
      await exited
      rmSync(profile, { recursive: true, force: true })
    },
  }
}
