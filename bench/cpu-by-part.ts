// Where a benchmark's CPU goes, from /proc (Linux): the machine's busy time, this process's threads by name,
// the PostgreSQL server, other Node processes (a sink) and everything else (the kernel's workers among them).
import { readdirSync, readFileSync } from 'node:fs'

/** Clock ticks per part; the kernel counts in USER_HZ, which is 100 on Linux. */
export type CpuTicks = Map<string, number>
const MS_PER_TICK = 10

/** This process's threads, by the name Node and V8 give them. */
const THREADS: Record<string, string> = {
  MainThread: 'main thread',
  WorkerThread: 'worker thread',
  V8Worker: 'V8 helpers (GC)',
  'libuv-worker': 'libuv pool',
}

function ticksOf(statFile: string): { comm: string; ticks: number } | undefined {
  try {
    const stat = readFileSync(statFile, 'utf8')
    const close = stat.lastIndexOf(')')
    const fields = stat.slice(close + 2).split(' ')
    return { comm: stat.slice(stat.indexOf('(') + 1, close), ticks: Number(fields[11]) + Number(fields[12]) }
  } catch {
    return undefined // Gone meanwhile.
  }
}

export function cpuTicks(): CpuTicks {
  const parts: CpuTicks = new Map()
  const add = (part: string, ticks: number) => parts.set(part, (parts.get(part) ?? 0) + ticks)
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .split(/\s+/)
    .slice(1)
    .map(Number)
  add('machine', user! + nice! + system! + irq! + softirq! + steal!)
  for (const tid of readdirSync('/proc/self/task')) {
    const thread = ticksOf(`/proc/self/task/${tid}/stat`)
    if (thread) add(THREADS[thread.comm] ?? 'other threads', thread.ticks)
  }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (Number(pid) === process.pid) continue
    const other = ticksOf(`/proc/${pid}/stat`)
    if (!other) continue
    // Node names a process's main thread MainThread, so that is what /proc shows for the whole process.
    const part =
      other.comm === 'postgres'
        ? 'PostgreSQL'
        : other.comm === 'node' || other.comm === 'MainThread'
          ? 'other Node (the sink)'
          : 'rest'
    add(part, other.ticks)
  }
  return parts
}

/** Milliseconds of CPU per item between two readings, by part (parts that used less than 0.01 ms left out). */
export function msPerItem(before: CpuTicks, after: CpuTicks, items: number): Record<string, number> {
  const used: Record<string, number> = {}
  for (const [part, ticks] of after) {
    const ms = ((ticks - (before.get(part) ?? 0)) * MS_PER_TICK) / items
    if (ms >= 0.01) used[part] = ms
  }
  return used
}
