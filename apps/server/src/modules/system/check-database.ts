import type { Health } from '@herald/contracts'
import type { Database } from '../../db/client.ts'
import { pingDatabase } from './system.queries.ts'

/** `GET api/health` for load balancers: UP while the database answers, DOWN otherwise (answered 503). */
export async function checkDatabase(deps: { db: Database }): Promise<Health> {
  return { status: (await pingDatabase(deps.db)) ? 'UP' : 'DOWN' }
}
