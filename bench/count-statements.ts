// Counts the SQL statements this process sends to PostgreSQL, by wrapping pg.Client#query — which every
// pool, Drizzle and pg-boss in the process go through. (pg_stat_statements would be exact across
// processes, but it needs shared_preload_libraries on the server, which a benchmark must not change.)
import pg from 'pg'

export interface StatementCounts {
  /** Every statement, BEGIN and COMMIT included. */
  all: number
  /** INSERT, UPDATE, DELETE or MERGE, also inside a WITH. */
  writes: number
  /** SELECT … FOR UPDATE / FOR SHARE: they write a row lock, not a row. */
  locks: number
  commits: number
  /** Statements on the queue's tables or functions (schema `pgboss`): pg-boss's own and Herald's queue reads. */
  queue: number
}

const WRITE = /^\s*(insert|update|delete|merge)\b/i
/** The statement a WITH ends in (or one of its CTEs) writes; `update <table> [alias] set`. */
const WRITE_IN_WITH =
  /\b(insert\s+into|update\s+\S+(\s+(as\s+)?(?!set\b)\w+)?\s+set|delete\s+from|merge\s+into)\b/i
const zero = (): StatementCounts => ({ all: 0, writes: 0, locks: 0, commits: 0, queue: 0 })

let current: StatementCounts | undefined
let installed = false

function tally(query: unknown): void {
  if (!current) return
  const text = typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? '')
  current.all++
  if (WRITE.test(text) || (/^\s*with\b/i.test(text) && WRITE_IN_WITH.test(text))) current.writes++
  else if (/\bfor\s+(no\s+key\s+)?(update|share)\b/i.test(text)) current.locks++
  if (/^\s*commit\b/i.test(text)) current.commits++
  if (/\bpgboss\./i.test(text)) current.queue++
}

function install(): void {
  if (installed) return
  installed = true
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }
  const original = prototype.query
  prototype.query = function (this: unknown, ...args: unknown[]) {
    tally(args[0])
    return original.apply(this, args)
  }
}

/** Counts from now until the returned function is called; one counting window at a time. */
export function countStatements(): () => StatementCounts {
  install()
  const counts = zero()
  current = counts
  return () => {
    if (current === counts) current = undefined
    return counts
  }
}

/** Counts divided by `items` (statements per message, per file). */
export const perItem = (counts: StatementCounts, items: number): StatementCounts =>
  Object.fromEntries(Object.entries(counts).map(([key, n]) => [key, n / items])) as unknown as StatementCounts
