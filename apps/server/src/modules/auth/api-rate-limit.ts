import rateLimit, { normalizeIP, type FastifyRateLimitStore } from '@fastify/rate-limit'
import { systemApi, tooManyRequestsMessage } from '@herald/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../platform/http/errors.ts'
import type { RequestOwner } from './require-session.ts'
import { countRequestInWindow, deleteEndedWindows } from './rate-limits.queries.ts'

const PREFIX = 'api:'

/**
 * Limits every request to a declared endpoint but the health check (the whole API, ADR 0015) per API key (Bearer requests), per session (cookie requests) or else per client
 * address (IPv6 per /64), so one client cannot starve the others: over the limit it gets a 429 with
 * Retry-After and an ErrorBody. The counters live in the database, shared by every process.
 */
export async function registerApiRateLimit(
  app: FastifyInstance,
  deps: { db: Database; limits: Config['apiRateLimits']; requestOwner: RequestOwner },
): Promise<void> {
  const { db, limits, requestOwner } = deps
  // The store is the plugin's: a limiter made by `app.rateLimit()` only takes a child of it.
  await app.register(rateLimit, { global: false, store: databaseStore(db) })
  const limit = app.rateLimit({
    timeWindow: limits.windowSeconds * 1000,
    keyGenerator: async (request: FastifyRequest) =>
      PREFIX + ((await requestOwner(request)) ?? `address:${normalizeIP(request.ip)}`),
    max: (_request, key) =>
      key.startsWith(`${PREFIX}key:`)
        ? limits.perApiKey
        : key.startsWith(`${PREFIX}session:`)
          ? limits.perSession
          : limits.perAddress,
    errorResponseBuilder: () => new AppError(429, tooManyRequestsMessage),
  })
  app.addHook('onRequest', async (request, reply) => {
    const { endpoint } = request.routeOptions.config
    // The health check is for load balancers, which poll it often from one address, and it must answer
    // DOWN itself when the database (where the counters live) is away.
    if (endpoint && endpoint !== systemApi.health) await limit.call(app, request, reply)
  })
}

/** A store for @fastify/rate-limit over the shared `rate_limits` table; a new window also clears ended ones. */
function databaseStore(db: Database) {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now()
      countRequestInWindow(db, key, timeWindow, now)
        .then(async ({ count, windowEnd }) => {
          if (count === 1) await deleteEndedWindows(db, PREFIX, now)
          callback(null, { current: count, ttl: windowEnd - now })
        })
        .catch((error: unknown) => callback(error as Error))
    }
    child(): FastifyRateLimitStore {
      return this
    }
  }
}
