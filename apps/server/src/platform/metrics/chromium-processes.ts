import { readdirSync, readFileSync } from 'node:fs'

/**
 * Chromium processes below this one (the browser and its renderer, GPU and utility children), read from
 * /proc; 0 where there is no /proc.
 */
export function countChromiumProcesses(): number {
  let entries: string[]
  try {
    entries = readdirSync('/proc')
  } catch {
    return 0
  }
  const parentOf = new Map<number, number>()
  const chromium = new Set<number>()
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readStat(entry)
    if (!stat) continue
    parentOf.set(Number(entry), stat.ppid)
    if (/chrom/i.test(stat.comm)) chromium.add(Number(entry))
  }
  let count = 0
  for (const pid of chromium) if (descendsFrom(pid, process.pid, parentOf)) count++
  return count
}

function readStat(pid: string): { comm: string; ppid: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const close = stat.lastIndexOf(')')
    const comm = stat.slice(stat.indexOf('(') + 1, close)
    const ppid = Number(stat.slice(close + 2).split(' ')[1])
    return { comm, ppid }
  } catch {
    return undefined // the process ended while we looked
  }
}

function descendsFrom(pid: number, ancestor: number, parentOf: Map<number, number>): boolean {
  let current = parentOf.get(pid)
  for (let hops = 0; current !== undefined && current > 1 && hops < 64; hops++) {
    if (current === ancestor) return true
    current = parentOf.get(current)
  }
  return false
}
