import { execFileSync, spawn } from 'node:child_process'
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { NODE_FLAGS } from '../src/node-flags.ts'

const serverDir = path.resolve(import.meta.dirname, '..')

export interface HeraldProcess {
  pid: number
  /** What the process printed so far, stdout and stderr interleaved. */
  output: () => string
  stderr: () => string
  /** True until the process exits, for whatever reason. */
  alive(): boolean
  /** Resolves once the process has exited (at once if it already has), with its exit code (null when killed by a signal). */
  exited(): Promise<number | null>
  /** kill -9 of the process alone, as a crash would; its browser is left to notice. */
  crash(): void
  /** Pids still alive in the process group (Herald and any Chromium it started). */
  survivors(): number[]
  /** Whether the Herald process holds the TCP connection whose local (client-side) port is `port`. */
  ownsConnectionFrom(port: number): boolean
  stop(): Promise<void>
}

/** Herald started as `npm start` starts it (`src/main.ts` with its Node flags), in its own process group, with only this environment. */
export function startHeraldProcess(env: Record<string, string>): HeraldProcess {
  const child = spawn(process.execPath, [...NODE_FLAGS, 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env['PATH'], TMPDIR: tmpdir(), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let log = ''
  let errors = ''
  child.stdout.on('data', (d: Buffer) => (log += d.toString()))
  child.stderr.on('data', (d: Buffer) => {
    log += d.toString()
    errors += d.toString()
  })
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const pid = child.pid!
  const alive = () => child.exitCode === null && child.signalCode === null
  return {
    pid,
    output: () => log,
    stderr: () => errors,
    alive,
    exited: () => exit,
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
    async stop() {
      if (alive()) child.kill('SIGTERM')
      await exit
    },
  }
}

/** A worker-only Herald (`ROLES=worker`), so a test can kill it mid-flight. */
export const startWorkerProcess = (env: Record<string, string>) =>
  startHeraldProcess({ ROLES: 'worker', ...env })

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
