import { execFileSync, spawn } from 'node:child_process'
import path from 'node:path'

const serverDir = path.resolve(import.meta.dirname, '..')

export interface HeraldProcess {
  pid: number
  output: () => string
  /** True until the process exits, for whatever reason. */
  alive(): boolean
  /** kill -9 of the process alone, as a crash would; its browser is left to notice. */
  crash(): void
  /** Pids still alive in the process group (Herald and any Chromium it started). */
  survivors(): number[]
  /** Resolves once the process has exited (at once if it already has). */
  exited(): Promise<void>
  stop(): Promise<void>
}

/** Herald started as `npm start` starts it (`src/main.ts`), in its own process group, so a test can kill it mid-flight. */
export function startHeraldProcess(env: Record<string, string>): HeraldProcess {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env['PATH'], LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let log = ''
  child.stdout.on('data', (d: Buffer) => (log += d.toString()))
  child.stderr.on('data', (d: Buffer) => (log += d.toString()))
  const pid = child.pid!
  const alive = () => child.exitCode === null && child.signalCode === null
  const exited = () =>
    new Promise<void>((resolve) => {
      if (!alive()) return resolve()
      child.once('exit', () => resolve())
    })
  return {
    pid,
    output: () => log,
    alive,
    crash: () => process.kill(pid, 'SIGKILL'),
    survivors() {
      try {
        return execFileSync('ps', ['-o', 'pid=', '-g', String(pid)])
          .toString()
          .split('\n')
          .map((s) => Number(s.trim()))
          .filter((n) => n > 0)
      } catch {
        return []
      }
    },
    exited,
    async stop() {
      if (alive()) child.kill('SIGTERM')
      await exited()
    },
  }
}

/** A worker-only Herald (`ROLES=worker`). */
export const startWorkerProcess = (env: Record<string, string>) =>
  startHeraldProcess({ ROLES: 'worker', ...env })
