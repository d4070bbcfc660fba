import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { API_TAGS, ErrorBody, IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MIN, systemApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { z } from 'zod/mini'
import { route } from './route.ts'

/** The interactive docs; the web app shows them at /admin/docs. */
export const API_DOCS_PREFIX = '/api/docs'
export const SESSION_COOKIE = 'herald.session_token'

/** Schemas shown once under components and referenced from every operation. */
const components = z.registry<{ id: string }>()
components.add(ErrorBody, { id: 'ErrorBody' })

const description = `Herald's HTTP API. Every endpoint is declared once in packages/contracts; this document is
generated from those declarations.

Errors answer an \`ErrorBody\` whose \`message\` says why the request was refused (400 adds \`fieldErrors\`).

Calls that create or send (create a job, run now, send emails) accept an \`Idempotency-Key\` header of
${IDEMPOTENCY_KEY_MIN}–${IDEMPOTENCY_KEY_MAX} characters: repeating a request with the same key returns the first
result (for 24 hours) instead of acting again; a request still in progress with that key answers 409, and the same
key with a different request answers 422.`

/**
 * The OpenAPI 3.1 document generated from the route declarations (GET /api/openapi.json) and Swagger UI at
 * /api/docs. Registered before the routes, so its onRoute hook sees every one of them.
 */
export async function registerApiDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Herald API', version: '1.0.0', description },
      servers: [{ url: publicUrl }],
      tags: Object.entries(API_TAGS).map(([name, text]) => ({ name, description: text })),
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session cookie set by signing in (`__Secure-` prefixed over HTTPS).',
          },
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key from the API Keys page.' },
        },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: components }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: components }),
  })
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { deepLinking: true, docExpansion: 'list' },
    uiHooks: {
      // The admin area shows the docs in a same-origin frame.
      onRequest: (_request, reply, done) => {
        const csp = reply.getHeader('content-security-policy')
        if (typeof csp === 'string')
          reply.header(
            'content-security-policy',
            csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
          )
        done()
      },
    },
  })
  route(app, systemApi.openApi, () => app.swagger() as { openapi: string })
}
