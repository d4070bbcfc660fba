import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import {
  type ApiTag,
  API_DOCS_PATH,
  ErrorBody,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_MIN,
  systemApi,
} from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { z } from 'zod/mini'
import { route } from './route.ts'

/** Shown once under components and referenced from every error response. */
if (!z.globalRegistry.has(ErrorBody)) z.globalRegistry.add(ErrorBody, { id: 'ErrorBody' })

const TAGS: Record<ApiTag, string> = {
  System: 'Server facts and health.',
  Authentication: 'Sign-in, sign-up, sessions and password reset.',
  Account: 'The signed-in account.',
  Notifications: 'Who hears about failed runs and undelivered emails.',
  Jobs: 'Scheduled report jobs: list, create, edit, run, pause, stop.',
  'Report configuration': 'Step 2 and step 3 of a job: the report task, filters and the email task.',
  'BI accounts': 'Linking a job to its own BI account (Tableau: personal access token or connected app).',
  'BI sources': 'Workspaces, reports, pages, visuals and filter values of the linked BI tool.',
  History: 'Runs of a job, their files, downloads and sending their emails again.',
  Senders: 'Verifying the From addresses of report emails.',
  'API keys': 'The account’s API key for Bearer access: generate, regenerate, delete.',
  'Sending domains': 'DKIM keys and DNS records of the domains report emails are sent from.',
  'Dev mailbox': 'Emails captured while Herald runs without SMTP_URL (development only).',
  'Admin: users': 'User management for admins: accounts, roles, plans, deactivation, deletion.',
  'Admin: audits': 'Security events for admins: sign-ins, sign-ups, admin changes, API keys, job deletions.',
  Billing: 'The plan, this month’s usage, and card payments through Stripe (Checkout, portal, webhook).',
  Management: 'Admin only: Prometheus metrics, health of each part, configuration, log levels, diagnostics.',
}

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
export async function registerApiDocs(
  app: FastifyInstance,
  { publicUrl, sessionCookie }: { publicUrl: string; sessionCookie: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Herald API', version: '1.0.0', description },
      servers: [{ url: publicUrl }],
      tags: Object.entries(TAGS).map(([name, text]) => ({ name, description: text })),
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookie,
            description: 'The session cookie set by signing in (`__Secure-` prefixed over HTTPS).',
          },
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key from the API Keys page.' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  })
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    // BaseLayout: no explore bar; the page shows this server's document only.
    uiConfig: { deepLinking: true, docExpansion: 'list', layout: 'BaseLayout' },
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
