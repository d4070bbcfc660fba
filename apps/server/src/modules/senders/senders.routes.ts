import { sendersApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { route } from '../../platform/http/route.ts'
import { confirmSender } from './confirm-sender.ts'
import type { SendersDeps } from './senders-deps.ts'
import { verifySender } from './verify-sender.ts'

/** Sender verification (spec §4, §7): the check, the emailed link, and the page the link opens. */
export function registerSenderRoutes(app: FastifyInstance, deps: SendersDeps): void {
  route(app, sendersApi.verify, async (request) => verifySender(deps, request.caller, request.body))
  route(app, sendersApi.confirm, async (request, reply) => {
    const { ok, html } = await confirmSender(deps, request.query.token)
    return reply
      .status(ok ? 200 : 400)
      .header('content-type', 'text/html; charset=utf-8')
      .send(html)
  })
}
