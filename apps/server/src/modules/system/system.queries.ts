import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'

export async function pingDatabase(db: Executor): Promise<boolean> {
  return db.execute(sql`select 1`).then(
    () => true,
    () => false,
  )
}
