// Statements counted inside other Herald processes (bench/count-statements-preload.ts): the environment that
// loads the counter into a process, and a collection that signals each process and sums what they wrote.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { StatementCounts } from './count-statements.ts'

const PRELOAD = path.join(import.meta.dirname, 'count-statements-preload.ts')

/** A process counting its statements: its pid and the file it writes them to. */
export interface Counted {
  pid: number
  file: string
}

export function statementCounting() {
  const dir = mkdtempSync(path.join(tmpdir(), 'herald-bench-statements-'))
  let next = 0
  return {
    /** The environment that makes a process count its statements, and the file it will write them to. */
    counter(): { env: Record<string, string>; file: string } {
      const file = path.join(dir, `process-${next++}.json`)
      return { env: { NODE_OPTIONS: `--import ${PRELOAD}`, BENCH_STATEMENTS_FILE: file }, file }
    },
    /**
     * Signals each process and sums the counts each wrote since its previous signal: called once before a burst
     * (every count starts afresh) and once after it.
     */
    async collect(processes: Counted[]): Promise<StatementCounts> {
      for (const p of processes) {
        rmSync(p.file, { force: true })
        process.kill(p.pid, 'SIGUSR2')
      }
      const deadline = Date.now() + 30_000
      while (!processes.every((p) => existsSync(p.file))) {
        if (Date.now() > deadline) throw new Error('a Herald process did not write its statement counts')
        await sleep(50)
      }
      const sum: StatementCounts = { all: 0, writes: 0, locks: 0, commits: 0, queue: 0 }
      for (const p of processes) {
        const counts = JSON.parse(readFileSync(p.file, 'utf8')) as StatementCounts
        for (const key of Object.keys(sum) as (keyof StatementCounts)[]) sum[key] += counts[key]
      }
      return sum
    },
    close: () => rmSync(dir, { recursive: true, force: true }),
  }
}
