import { createHash } from 'node:crypto'
import { IDEMPOTENCY_HEADER, idempotencyMessages } from '@herald/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Database } from '../../db/client.ts'
import { AppError } from './errors.ts'
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
  type IdempotencyClaim,
} from './idempotency.queries.ts'

/** How long a key's first answer is replayed. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000
export const REPLAYED_HEADER = 'idempotent-replayed'

export interface IdempotencyDeps {
  db: Database
  clock: () => Date
}

/**
 * `Idempotency-Key` on every endpoint declared `idempotent` (ADR 0015): the first request with a key runs and
 * its answer is kept; a repeat gets that answer again (with `Idempotent-Replayed: true`) instead of acting twice.
 * A repeat while the first is still running answers 409; the same key with another request, 422. A failed first
 * request (4xx/5xx) frees its key. Keys are kept per caller, whom `route()` resolved first: an idempotent endpoint
 * is never public.
 */
export function registerIdempotency(app: FastifyInstance, deps: IdempotencyDeps): void {
  const claims = new WeakMap<FastifyRequest, IdempotencyClaim>()

  app.addHook('preHandler', async (request, reply) => {
    const endpoint = request.routeOptions.config.endpoint
    const key = request.headers[IDEMPOTENCY_HEADER]
    if (!endpoint?.idempotent || typeof key !== 'string') return
    const userId = request.caller?.userId
    if (userId === undefined) throw new Error(`${endpoint.path} is idempotent, so it cannot be public`)
    const claim = { userId, scope: `${endpoint.method} ${endpoint.path}`, key }
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
      .digest('hex')
    const now = deps.clock()
    const result = await claimIdempotencyKey(deps.db, {
      ...claim,
      fingerprint,
      now,
      expiredBefore: new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS),
    })
    if (result.claimed) {
      claims.set(request, claim)
      return
    }
    const { earlier } = result
    if (earlier && earlier.fingerprint !== fingerprint) throw new AppError(422, idempotencyMessages.reused)
    if (!earlier || earlier.statusCode === null || earlier.response === null)
      throw new AppError(409, idempotencyMessages.inProgress)
    return reply
      .status(earlier.statusCode)
      .type('application/json; charset=utf-8')
      .header(REPLAYED_HEADER, 'true')
      .send(earlier.response)
  })

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request)
    if (!claim) return payload
    claims.delete(request)
    if (reply.statusCode >= 400 || typeof payload !== 'string') {
      await releaseIdempotencyKey(deps.db, claim)
    } else {
      await storeIdempotentAnswer(deps.db, claim, { statusCode: reply.statusCode, response: payload })
    }
    return payload
  })
}
