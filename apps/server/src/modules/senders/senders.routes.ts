import { VerifySenderRequest, VerifySenderResult } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod/mini'
import type { RequirePrincipal } from '../auth/index.ts'
import { confirmSender } from './confirm-sender.ts'
import type { SendersDeps } from './senders-deps.ts'
import { verifySender } from './verify-sender.ts'

/** Sender verification (spec §4, §7): the check, the emailed link, and the page the link opens. */
export function registerSenderRoutes(
  app: FastifyInstance,
  deps: SendersDeps & { requirePrincipal: RequirePrincipal },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.post(
    '/api/email/verify-email',
    { schema: { body: VerifySenderRequest, response: { 200: VerifySenderResult } } },
    async (request) => verifySender(deps, await deps.requirePrincipal(request), request.body),
  )
  api.get(
    '/api/email/verify-sender',
    { schema: { querystring: z.object({ token: z.string().check(z.minLength(10), z.maxLength(200)) }) } },
    async (request, reply) => {
      const { ok, html } = await confirmSender(deps, request.query.token)
      return reply
        .status(ok ? 200 : 400)
        .header('content-type', 'text/html; charset=utf-8')
        .send(html)
    },
  )
}
