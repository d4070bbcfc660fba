import { apiKeyMessages, apiKeysApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../platform/http/errors.ts'
import { route } from '../../platform/http/route.ts'
import type { RequirePrincipal } from '../auth/index.ts'
import { findApiKey } from './api-keys.queries.ts'
import { deleteApiKey } from './delete-api-key.ts'
import { generateApiKey } from './generate-api-key.ts'
import { presentApiKey } from './present-api-key.ts'

/** Spec §7 `/api/api-key…`: the account's one API key. Its secret is shown once, in the POST response. */
export function registerApiKeyRoutes(
  app: FastifyInstance,
  deps: { db: Database; clock: () => Date; requirePrincipal: RequirePrincipal },
): void {
  route(app, apiKeysApi.get, async (request) => {
    const key = await findApiKey(deps.db, (await deps.requirePrincipal(request)).userId)
    if (!key) throw new AppError(404, apiKeyMessages.noKey)
    return presentApiKey(key)
  })
  // The spec's first call; a secret is never stored, so it is always 404 and the client falls back to GET /api/api-key.
  route(app, apiKeysApi.secret, async (request) => {
    await deps.requirePrincipal(request)
    throw new AppError(404, apiKeyMessages.secretShownOnce)
  })
  route(app, apiKeysApi.generate, async (request) =>
    generateApiKey(deps, await deps.requirePrincipal(request)),
  )
  route(app, apiKeysApi.remove, async (request) => {
    await deleteApiKey(deps, await deps.requirePrincipal(request))
  })
}
