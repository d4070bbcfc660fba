import pg from 'pg'

/** Creates an empty database next to `serverUrl`'s; `drop()` removes it, connections and all. */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${process.pid}_${Math.floor(Math.random() * 1e6)}`
  const run = async (statement: string, params: unknown[] = []) => {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    try {
      return await admin.query(statement, params)
    } finally {
      await admin.end()
    }
  }
  /** Lets clients that are closing finish first: forcing them out makes their pools report errors. */
  const drop = async () => {
    for (let i = 0; i < 50; i++) {
      const { rows } = await run('select count(*)::int as n from pg_stat_activity where datname = $1', [name])
      if (rows[0].n === 0) break
      await new Promise((r) => setTimeout(r, 100))
    }
    await run(`drop database if exists ${name} with (force)`)
  }
  await run(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop }
}
