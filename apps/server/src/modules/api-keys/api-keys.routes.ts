import { apiKeyMessages, apiKeysApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../platform/http/errors.ts'
import { route } from '../../platform/http/route.ts'
import { deleteApiKey } from './delete-api-key.ts'
import { generateApiKey } from './generate-api-key.ts'
import { getApiKey } from './get-api-key.ts'

/** Spec §7 `/api/api-key…`: the account's one API key. Its secret is shown once, in the POST response. */
export function registerApiKeyRoutes(app: FastifyInstance, deps: { db: Database; clock: () => Date }): void {
  route(app, apiKeysApi.get, (request) => getApiKey(deps, request.caller))
  // The spec's first call; a secret is never stored, so it is always 404 and the client falls back to GET /api/api-key.
  route(app, apiKeysApi.secret, () => {
    throw new AppError(404, apiKeyMessages.secretShownOnce)
  })
  route(app, apiKeysApi.generate, (request) => generateApiKey(deps, request.caller))
  route(app, apiKeysApi.remove, async (request) => {
    await deleteApiKey(deps, request.caller)
  })
}
