import { ApiKeyInfo, ApiKeySecret, apiKeyMessages } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../platform/http/errors.ts'
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
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get('/api/api-key', { schema: { response: { 200: ApiKeyInfo } } }, async (request) => {
    const key = await findApiKey(deps.db, (await deps.requirePrincipal(request)).userId)
    if (!key) throw new AppError(404, apiKeyMessages.noKey)
    return presentApiKey(key)
  })
  // The spec's first call; a secret is never stored, so it is always 404 and the client falls back to GET /api/api-key.
  api.get('/api/api-key/secret', async (request) => {
    await deps.requirePrincipal(request)
    throw new AppError(404, apiKeyMessages.secretShownOnce)
  })
  api.post('/api/api-key', { schema: { response: { 201: ApiKeySecret } } }, async (request, reply) =>
    reply.status(201).send(await generateApiKey(deps, await deps.requirePrincipal(request))),
  )
  api.delete('/api/api-key', async (request, reply) => {
    await deleteApiKey(deps, await deps.requirePrincipal(request))
    return reply.status(204).send()
  })
}
