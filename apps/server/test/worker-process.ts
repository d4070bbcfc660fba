import { execFileSync, spawn } from 'node:child_process'
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import path from 'node:path'

const serverDir = path.resolve(import.meta.dirname, '..')

export interface WorkerProcess {
  pid: number
  output: () => string
  /** kill -9 of the worker process alone, as a crash would; its browser is left to notice. */
  crash(): void
  /** Pids still alive in the worker's process group (the worker and any Chromium it started). */
  survivors(): number[]
  /** Whether the worker process holds the TCP connection whose local (client-side) port is `port`. */
  ownsConnectionFrom(port: number): boolean
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
    ownsConnectionFrom: (port) => socketInodes(pid).has(tcpInodeOfLocalPort(port) ?? ''),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** The inodes of the sockets a process has open (from /proc/<pid>/fd). */
function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>()
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))
      if (match) inodes.add(match[1]!)
    }
  } catch {
    // The process has exited (or the descriptor closed while we read).
  }
  return inodes
}

/** The inode of the loopback TCP socket bound to local port `port` (from /proc/net/tcp). */
function tcpInodeOfLocalPort(port: number): string | undefined {
  const hex = port.toString(16).toUpperCase().padStart(4, '0')
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/)
    if (fields[1]?.endsWith(`:${hex}`)) return fields[9]
  }
  return undefined
}
