// The database work of a burst, from PostgreSQL's cumulative statistics (so it counts every process's
// statements, not only this one's): rows written and index or table scans in the queue's schema (pg-boss,
// `pgboss`: its job tables and their partitions), and transactions and rows written in the whole database.
// Read once the processes that did the work have closed their connections: a backend flushes its counts on exit
// (and at most once a second while it runs).
import type pg from 'pg'

export interface DatabaseWork {
  /** Per file: rows pg-boss inserted, updated and deleted in its schema, and the scans it ran there. */
  queue: { inserted: number; updated: number; deleted: number; scans: number }
  /** Per file, the whole database: transactions committed, rows inserted + updated + deleted. */
  commits: number
  rowsWritten: number
}

type Totals = Record<'inserted' | 'updated' | 'deleted' | 'scans' | 'commits' | 'rowsWritten', number>

export async function queueWork(sql: pg.Client) {
  const { rows: queue } = await sql.query(
    `select coalesce(sum(n_tup_ins), 0) as inserted, coalesce(sum(n_tup_upd), 0) as updated,
            coalesce(sum(n_tup_del), 0) as deleted, coalesce(sum(seq_scan + coalesce(idx_scan, 0)), 0) as scans
     from pg_stat_user_tables where schemaname = 'pgboss'`,
  )
  const { rows: database } = await sql.query(
    `select xact_commit as commits, tup_inserted + tup_updated + tup_deleted as "rowsWritten"
     from pg_stat_database where datname = current_database()`,
  )
  const totals = Object.fromEntries(
    Object.entries({ ...queue[0], ...database[0] }).map(([k, v]) => [k, Number(v)]),
  ) as Totals
  return {
    totals,
    /** The work since `before`, per file. */
    since(before: { totals: Totals }, files: number): DatabaseWork {
      const per = (key: keyof Totals) => (totals[key] - before.totals[key]) / files
      return {
        queue: {
          inserted: per('inserted'),
          updated: per('updated'),
          deleted: per('deleted'),
          scans: per('scans'),
        },
        commits: per('commits'),
        rowsWritten: per('rowsWritten'),
      }
    },
  }
}
