import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** A query runner: the database itself or an open transaction. */
export type Executor = Database | Transaction

/** Rows of a raw SQL statement; both drivers (pg and PGlite) answer with `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] }
  return result.rows
}

/** How the queue reaches the same database (see platform/queue). */
export type QueueConnection =
  { kind: 'postgres'; connectionString: string } | { kind: 'pglite'; client: PGlite }

export interface DatabaseHandle {
  db: Database
  queueConnection: QueueConnection
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))
const MIGRATION_LOCK = 7_245_031

/**
 * PostgreSQL when a URL is given; otherwise the embedded PGlite under the data dir
 * (one connection: everything is serialized, so only `tx` may be used inside a transaction), which
 * one process at a time may open (`pglite.lock`).
 * Migrations run before the handle is returned.
 *
 * `onConnectionLost` hears of idle connections the server closed (a restart, a failover, an idle
 * timeout): the pool drops them and opens new ones on demand, so the process carries on — without a
 * listener, pg raises the error as an uncaught 'error' event and the process exits. Connections in use
 * have a listener of their own: their loss reaches the caller as the failed statement.
 */
export async function openDatabase(opts: {
  databaseUrl?: string
  dataDir: string
  onConnectionLost: (error: Error) => void
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 })
    pool.on('error', opts.onConnectionLost)
    // A connection in use when the server goes away also emits 'error', and the pool listens only to idle
    // ones: unheard, it would end the process. Its statement or transaction fails with the same error (and
    // the pool drops it on release), so here there is nothing more to do.
    pool.on('connect', (client) => client.on('error', () => undefined))
    await migrateWithLock(pool)
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      queueConnection: { kind: 'postgres', connectionString: opts.databaseUrl },
      close: () => pool.end(),
    }
  }
  const dir = path.join(opts.dataDir, 'pglite')
  await mkdir(opts.dataDir, { recursive: true })
  const unlock = await lockDataDir(`${dir}.lock`, dir)
  const client = new PGlite(dir)
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  return {
    db: db as unknown as Database,
    queueConnection: { kind: 'pglite', client },
    async close() {
      await client.close()
      await unlock()
    },
  }
}

/** Several processes may start together against one PostgreSQL: one migrates, the others wait. */
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migratePg(drizzlePg(client), { migrationsFolder })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
    client.release()
  }
}
