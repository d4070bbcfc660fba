// Process trees from /proc (Linux): Chromium processes under a parent, their memory, and the ones left behind.
import { readdirSync, readFileSync } from 'node:fs'

const PAGE = 4096

export interface Proc {
  pid: number
  ppid: number
  comm: string
  /** Clock ticks since boot: with the pid, it names one process even after the pid is reused. */
  start: number
}

/** A /proc `stat` file (a process's or a thread's): its name and the fields after it (state first); undefined once gone. */
export function readStat(file: string): { comm: string; fields: string[] } | undefined {
  try {
    const stat = readFileSync(file, 'utf8')
    const close = stat.lastIndexOf(')')
    return { comm: stat.slice(stat.indexOf('(') + 1, close), fields: stat.slice(close + 2).split(' ') }
  } catch {
    return undefined // Gone meanwhile.
  }
}

function readProc(pid: number): Proc | undefined {
  const stat = readStat(`/proc/${pid}/stat`)
  return stat && { pid, ppid: Number(stat.fields[1]), comm: stat.comm, start: Number(stat.fields[19]) }
}

export function allProcesses(): Proc[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProc(Number(name)))
    .filter((p): p is Proc => p !== undefined)
}

/** Every process below `root` (not `root` itself). */
export function descendants(root: number, all = allProcesses()): Proc[] {
  const children = new Map<number, Proc[]>()
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p])
  const found: Proc[] = []
  const queue = [root]
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child)
      queue.push(child.pid)
    }
  }
  return found
}

export const isChromium = (p: Pick<Proc, 'comm'>) => /chrom/i.test(p.comm)

/** Resident memory of a process in bytes (0 when it is gone). */
export function rssBytes(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE
  } catch {
    return 0
  }
}

/** Proportional set size in bytes: shared pages split between the processes sharing them (0 when gone). */
export function pssBytes(pid: number): number {
  try {
    return (
      Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0) * 1024
    )
  } catch {
    return 0
  }
}

/**
 * Memory of a process and everything below it: the sum of RSS (counts shared pages once per process, so
 * it overstates a multi-process browser) and the sum of PSS (shared pages split, so it adds up).
 */
export function treeMemory(root: number, all = allProcesses()): { rss: number; pss: number } {
  const pids = [root, ...descendants(root, all).map((p) => p.pid)]
  return {
    rss: pids.reduce((sum, pid) => sum + rssBytes(pid), 0),
    pss: pids.reduce((sum, pid) => sum + pssBytes(pid), 0),
  }
}

/** The Chromium processes below `root`: how many, and their memory summed (RSS and PSS). */
export function chromiumBelow(
  root: number,
  all = allProcesses(),
): { count: number; rss: number; pss: number } {
  const chromium = descendants(root, all).filter(isChromium)
  return {
    count: chromium.length,
    rss: chromium.reduce((sum, p) => sum + rssBytes(p.pid), 0),
    pss: chromium.reduce((sum, p) => sum + pssBytes(p.pid), 0),
  }
}

export function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return ''
  }
}

/**
 * Remembers every Chromium process it sees below the given roots, and the profile directories they use,
 * so that after the browsers close it can count what is still running: the same pid with the same start
 * time, or any process (reparented to init, say) still holding one of those profiles.
 */
export function chromiumTracker() {
  const seen = new Map<string, Proc>()
  const profiles = new Set<string>()
  return {
    /** Records the Chromium processes below `root` now; returns how many there are. */
    observe(root: number, all = allProcesses()): number {
      const chromium = descendants(root, all).filter(isChromium)
      for (const p of chromium) {
        const key = `${p.pid}:${p.start}`
        if (seen.has(key)) continue
        seen.set(key, p)
        const profile = /--user-data-dir=(\S+)/.exec(cmdline(p.pid))?.[1]
        if (profile) profiles.add(profile)
      }
      return chromium.length
    },
    seen: () => seen.size,
    /** Chromium processes seen earlier (or holding their profiles) that are still alive. */
    leftovers(): Proc[] {
      const all = allProcesses()
      const alive = all.filter(
        (p) =>
          seen.get(`${p.pid}:${p.start}`) !== undefined ||
          (isChromium(p) && [...profiles].some((dir) => cmdline(p.pid).includes(dir))),
      )
      return alive
    },
  }
}

/** Counts what a tracker says is left, waiting up to `graceMs` for processes that are still exiting. */
export async function orphansAfter(tracker: ReturnType<typeof chromiumTracker>, graceMs = 3000) {
  const deadline = Date.now() + graceMs
  for (;;) {
    const left = tracker.leftovers()
    if (left.length === 0 || Date.now() > deadline) return left
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Samples measurements every `ms` and keeps the highest value of each, until stopped. */
export function peakSampler<K extends string>(sample: () => Record<K, number>, ms = 500) {
  const peak = sample()
  const take = () => {
    const now = sample()
    for (const key of Object.keys(now) as K[]) peak[key] = Math.max(peak[key], now[key])
  }
  const timer = setInterval(take, ms)
  return {
    peak: () => peak,
    stop() {
      clearInterval(timer)
      take()
      return peak
    },
  }
}
