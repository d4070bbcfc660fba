import { z } from 'zod/mini'
import { ApiKeyInfo, ApiKeySecret } from '../api-keys.ts'
import { defineEndpoint, errors, noContent } from '../endpoint.ts'

const common = { tag: 'API keys', access: 'user' } as const

/** The account's one API key (spec §7 `/api/api-key…`); its secret is shown once, in the generate answer. */
export const apiKeysApi = {
  get: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/api-key',
    summary: 'The API key without its secret: id, created date, status, last use; null when there is none',
    responses: { 200: z.nullable(ApiKeyInfo) },
  }),
  secret: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/api-key/secret',
    summary:
      'Always 404: the secret is shown once, when the key is generated (spec fallback to GET /api/api-key)',
    responses: errors(404),
  }),
  generate: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/api-key',
    summary:
      'Generate the API key, or regenerate it (the old key stops working at once); answers the secret once',
    responses: { 201: ApiKeySecret },
  }),
  remove: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: '/api/api-key',
    summary: 'Delete the API key; requests with it are refused at once',
    responses: { 204: noContent, ...errors(404) },
  }),
}
