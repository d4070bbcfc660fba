import pg from 'pg'
import { inject } from 'vitest'

export interface ScratchDatabase {
  name: string
  url: string
  drop(): Promise<void>
}

async function runOn(serverUrl: string, statement: string, params: unknown[] = []) {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    return await admin.query(statement, params)
  } finally {
    await admin.end()
  }
}

/**
 * Creates a database next to `serverUrl`'s — empty, or a copy of `template` (which nobody may be connected to);
 * `drop()` removes it, connections and all.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${process.pid}_${Math.floor(Math.random() * 1e6)}`
  /** Lets clients that are closing finish first: forcing them out makes their pools report errors. */
  const drop = async () => {
    for (let i = 0; i < 50; i++) {
      const { rows } = await runOn(
        serverUrl,
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      )
      if (rows[0].n === 0) break
      await new Promise((r) => setTimeout(r, 100))
    }
    await runOn(serverUrl, `drop database if exists ${name} with (force)`)
  }
  await runOn(
    serverUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  )
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { name, url: url.toString(), drop }
}

/**
 * A test file's own database: a copy of the run's migrated template (global-setup.ts), so Herald starts on it
 * without migrating, and no other file's workers see its jobs.
 */
export function createTestDatabase(prefix: string): Promise<ScratchDatabase> {
  return createScratchDatabase(inject('databaseUrl'), prefix, inject('templateDatabase'))
}
