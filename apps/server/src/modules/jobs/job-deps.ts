import type { Database } from '../../db/client.ts'
import type { Queue } from '../../platform/queue/queue.ts'

/** What the jobs use cases need; the clock is injectable so tests can move time. */
export interface JobDeps {
  db: Database
  queue: Queue
  clock: () => Date
}
