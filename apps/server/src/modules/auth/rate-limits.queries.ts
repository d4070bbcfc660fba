import { randomUUID } from 'node:crypto'
import { and, like, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { rateLimits } from '../../db/schema/index.ts'

/**
 * Counts one request in a fixed window, atomically, in the authentication library's `rate_limits` table so
 * every process shares it. For these keys `last_request` holds the END of the current window (ms): the
 * library prunes rows whose `last_request` is over a minute old, which for these rows are windows long over.
 */
export async function countRequestInWindow(
  db: Executor,
  key: string,
  windowMs: number,
  now: number,
): Promise<{ count: number; windowEnd: number }> {
  const expired = sql`${rateLimits.lastRequest} <= ${now}`
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now + windowMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now + windowMs} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowEnd: rateLimits.lastRequest })
  return { count: Number(row!.count), windowEnd: Number(row!.windowEnd) }
}

/** Deletes the windows under `prefix` that are over. */
export async function deleteEndedWindows(db: Executor, prefix: string, now: number): Promise<void> {
  await db.delete(rateLimits).where(and(like(rateLimits.key, `${prefix}%`), lt(rateLimits.lastRequest, now)))
}
