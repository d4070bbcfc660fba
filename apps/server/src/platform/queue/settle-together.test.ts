import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestDatabase } from '../../../test/scratch-database.ts'
import { until } from '../../../test/report-jobs.ts'
import { openDatabase, queryRows, type DatabaseHandle } from '../../db/client.ts'
import { sql } from 'drizzle-orm'
import { createLogger } from '../log.ts'
import { defineJob } from './define-job.ts'
import { startQueue, type JobQueue } from './queue.ts'

interface Seen {
  together: number[][]
  alone: number[]
  /** The first batch that holds this number fails as a whole once. */
  failOnce: number
}

/** Settles the even numbers of a batch together and leaves the odd ones to `handle`. */
const numberJob = defineJob({
  name: 'test.settle-number',
  payload: z.object({ n: z.number() }),
  options: { retryLimit: 1, retryDelay: 1, retryBackoff: false },
  worker: ({ seen }: { seen: Seen }) => ({
    handle: async ({ n }) => {
      seen.alone.push(n)
    },
    inFlight: 8,
    settleTogether: async (payloads) => {
      if (payloads.some(({ n }) => n === seen.failOnce)) {
        seen.failOnce = -1
        throw new Error('the batch statement failed')
      }
      seen.together.push(payloads.filter(({ n }) => n % 2 === 0).map(({ n }) => n))
      return payloads.filter(({ n }) => n % 2 === 1)
    },
  }),
})

let scratch: Awaited<ReturnType<typeof createTestDatabase>>
let database: DatabaseHandle
let queue: JobQueue<[typeof numberJob]>

beforeAll(async () => {
  scratch = await createTestDatabase('herald_settle')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-settle-'))
  database = await openDatabase({ databaseUrl: scratch.url, dataDir, onConnectionLost: () => undefined })
  queue = await startQueue(database.queueConnection, [numberJob], createLogger('silent'))
}, 60_000)
afterAll(async () => {
  await queue.stop()
  await database.close()
  await scratch.drop()
})

describe('a worker that settles a fetched batch together', () => {
  it('completes what it settled, hands each job it left to handle, and retries a batch it failed', async () => {
    const numbers = Array.from({ length: 20 }, (_, n) => n)
    await queue.enqueueMany(
      numberJob,
      numbers.map((n) => ({ n })),
    )
    const seen: Seen = { together: [], alone: [], failOnce: 3 }
    await queue.work({ seen })
    const completed = () =>
      queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pgboss.job where name = ${numberJob.name} and state = 'completed'`,
      )
    await until('every job completed', async () => (await completed())[0]!.n === numbers.length, 30_000)
    expect(seen.together.flat().sort((a, b) => a - b)).toEqual(numbers.filter((n) => n % 2 === 0))
    expect(seen.alone.sort((a, b) => a - b)).toEqual(numbers.filter((n) => n % 2 === 1))
    expect(seen.failOnce).toBe(-1)
  })
})
