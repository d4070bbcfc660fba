import type { Database } from './client.ts'

/**
 * A statement built once per database handle instead of once per call, for the hottest reads (one per
 * queue job). Drizzle rebuilds a query's SQL from its objects every time it runs — about as costly as
 * the round trip for a wide select — while a prepared query (`.prepare(name)` with `sql.placeholder`)
 * keeps the text and its field mapping; on PostgreSQL each connection also parses and plans it once.
 * Only for a `Database`: a transaction is a new object each time, so nothing would be reused.
 */
export function preparedPerDatabase<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const built = new WeakMap<Database, Q>()
  return (db) => {
    let query = built.get(db)
    if (query === undefined) {
      query = build(db)
      built.set(db, query)
    }
    return query
  }
}
