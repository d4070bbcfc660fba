import { execFileSync, spawn } from 'node:child_process'
import path from 'node:path'

const serverDir = path.resolve(import.meta.dirname, '..')

export interface WorkerProcess {
  pid: number
  output: () => string
  /** kill -9 of the worker process alone, as a crash would; its browser is left to notice. */
  crash(): void
  /** Pids still alive in the worker's process group (the worker and any Chromium it started). */
  survivors(): number[]
  stop(): Promise<void>
}

/** A worker-only Herald (`ROLES=worker`) in its own process group, so a test can kill it mid-flight. */
export function startWorkerProcess(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env['PATH'], ROLES: 'worker', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let log = ''
  child.stdout.on('data', (d: Buffer) => (log += d.toString()))
  child.stderr.on('data', (d: Buffer) => (log += d.toString()))
  const pid = child.pid!
  return {
    pid,
    output: () => log,
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
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
