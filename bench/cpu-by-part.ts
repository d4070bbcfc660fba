// Where a benchmark's CPU goes, from /proc (Linux): the machine's busy time, this process's threads by name,
// Chromium, processes the caller names, the PostgreSQL server, other Node processes (a sink) and everything else
// (the kernel's workers among them). A process counts with the children it has reaped, so short-lived ones (a
// Chromium renderer, reaped by its zygote) are not lost between two readings.
import { readdirSync, readFileSync } from 'node:fs'
import { median } from './figures.ts'
import { isChromium, readStat } from './processes.ts'

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

/** CPU ticks of a process or thread (user + system), with those of the children it has reaped when asked. */
function ticksOf(statFile: string, withReapedChildren: boolean): { comm: string; ticks: number } | undefined {
  const stat = readStat(statFile)
  if (!stat) return undefined
  const [utime, stime, cutime, cstime] = stat.fields.slice(11, 15).map(Number)
  return { comm: stat.comm, ticks: utime! + stime! + (withReapedChildren ? cutime! + cstime! : 0) }
}

/** `names` labels processes by pid (a Herald worker, the web process); Chromium is recognised by name. */
export function cpuTicks(names: ReadonlyMap<number, string> = new Map()): CpuTicks {
  const parts: CpuTicks = new Map()
  const add = (part: string, ticks: number) => parts.set(part, (parts.get(part) ?? 0) + ticks)
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .split(/\s+/)
    .slice(1)
    .map(Number)
  add('machine', user! + nice! + system! + irq! + softirq! + steal!)
  for (const tid of readdirSync('/proc/self/task')) {
    const thread = ticksOf(`/proc/self/task/${tid}/stat`, false)
    if (thread) add(THREADS[thread.comm] ?? 'other threads', thread.ticks)
  }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (Number(pid) === process.pid) continue
    const other = ticksOf(`/proc/${pid}/stat`, true)
    if (!other) continue
    // Node names a process's main thread MainThread, so that is what /proc shows for the whole process.
    const part = isChromium(other)
      ? 'Chromium'
      : (names.get(Number(pid)) ??
        (other.comm === 'postgres'
          ? 'PostgreSQL'
          : other.comm === 'node' || other.comm === 'MainThread'
            ? 'other Node'
            : 'rest'))
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

/** `machine = part ms, …` with each part's median over the rounds, largest first. */
export function describeParts(rounds: Record<string, number>[], digits = 2): string {
  const parts = [...new Set(rounds.flatMap((r) => Object.keys(r)))]
  const medians = parts.map((part) => [part, median(rounds.map((r) => r[part] ?? 0))] as const)
  const machine = medians.find(([part]) => part === 'machine')?.[1] ?? 0
  const shown = medians
    .filter(([part, ms]) => part !== 'machine' && ms >= 0.01)
    .sort((a, b) => b[1] - a[1])
    .map(([part, ms]) => `${part} ${ms.toFixed(digits)}`)
  return `${machine.toFixed(digits)} = ${shown.join(', ')}`
}
