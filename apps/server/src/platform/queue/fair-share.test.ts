import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestDatabase } from '../../../test/scratch-database.ts'
import { until } from '../../../test/report-jobs.ts'
import { openDatabase, type DatabaseHandle } from '../../db/client.ts'
import { createLogger } from '../log.ts'
import { defineJob } from './define-job.ts'
import { startQueue, type JobQueue } from './queue.ts'

/** Takes jobs one at a time, noting each one's item in the order the queue hands them over. */
const itemJob = defineJob({
  name: 'test.take-item',
  payload: z.object({ item: z.string() }),
  options: { retryLimit: 0 },
  worker: ({ taken }: { taken: string[] }) => ({
    handle: async ({ item }) => {
      taken.push(item)
    },
    inFlight: 1,
  }),
})

let scratch: Awaited<ReturnType<typeof createTestDatabase>>
let database: DatabaseHandle
let queue: JobQueue<[typeof itemJob]>

beforeAll(async () => {
  scratch = await createTestDatabase('herald_fair')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-fair-'))
  database = await openDatabase({ databaseUrl: scratch.url, dataDir, onConnectionLost: () => undefined })
  queue = await startQueue(database.queueConnection, [itemJob], createLogger('silent'))
}, 60_000)
afterAll(async () => {
  await queue.stop()
  await database.close()
  await scratch.drop()
})

const items = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ item: `${prefix}${i}` }))

describe('the queue shares its workers between accounts (ADR 0039)', () => {
  it('serves the accounts with work waiting one job each in turn; an account’s second batch waits behind its first', async () => {
    // Each batch in a transaction of its own, as a run fan-out is.
    const enqueue = (payloads: { item: string }[], account: string) =>
      database.db.transaction((tx) => queue.enqueueMany(itemJob, payloads, { tx, account }))
    await enqueue(items('a', 6), 'account-a')
    await enqueue(items('b', 2), 'account-b')
    await enqueue(items('A', 2), 'account-a') // a second run of account A
    await enqueue(items('c', 1), 'account-c')
    // Cancelled before any worker runs: never taken.
    const cancelled = await database.db.transaction((tx) =>
      queue.cancelWaiting(itemJob, 'item', ['a4', 'b1'], { tx }),
    )
    expect(cancelled).toBe(2)

    const taken: string[] = []
    await queue.work({ taken })
    await until('every job taken', () => taken.length === 9, 30_000)
    expect(taken).toEqual(['a0', 'b0', 'c0', 'a1', 'a2', 'a3', 'a5', 'A0', 'A1'])
  })
})
