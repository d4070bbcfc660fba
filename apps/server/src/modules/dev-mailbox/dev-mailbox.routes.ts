import { devMailboxApi } from '@herald/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { notFound } from '../../platform/http/errors.ts'
import { route } from '../../platform/http/route.ts'
import type { DevMailbox } from '../../platform/mail/dev-mailbox.ts'
import { renderMailboxPage } from './render-mailbox-page.ts'

/**
 * Only registered when Herald runs on its built-in mailbox (no SMTP_URL). `allow` decides who may read
 * it: everyone in development, signed-in admins only in production (it holds every account's codes and files).
 */
export function registerDevMailboxRoutes(
  app: FastifyInstance,
  mailbox: DevMailbox,
  allow: (request: FastifyRequest) => Promise<unknown>,
): void {
  route(app, devMailboxApi.page, async (request, reply) => {
    await allow(request)
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderMailboxPage(await mailbox.list()))
  })
  route(app, devMailboxApi.attachment, async (request, reply) => {
    await allow(request)
    const attachment = (await mailbox.get(request.params.id))?.mail.attachments[request.params.index]
    if (!attachment) throw notFound()
    const name = (attachment.filename ?? 'attachment').replace(/[^\w.\- ]/g, '_')
    return reply
      .type(attachment.contentType)
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(attachment.content)
  })
}
