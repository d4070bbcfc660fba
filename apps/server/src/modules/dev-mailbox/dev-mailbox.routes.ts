import { devMailboxApi, type Access } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../platform/http/errors.ts'
import { route } from '../../platform/http/route.ts'
import type { DevMailbox } from '../../platform/mail/dev-mailbox.ts'
import { renderMailboxPage } from './render-mailbox-page.ts'

/**
 * Only registered when Herald runs on its built-in mailbox (no SMTP_URL). `access` says who may read it:
 * everyone in development, signed-in admins only in production (it holds every account's codes and files);
 * `route()` enforces it like a declared access (ADR 0055).
 */
export function registerDevMailboxRoutes(app: FastifyInstance, mailbox: DevMailbox, access: Access): void {
  route(
    app,
    devMailboxApi.page,
    async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderMailboxPage(await mailbox.list())),
    { access },
  )
  route(
    app,
    devMailboxApi.attachment,
    async (request, reply) => {
      const attachment = (await mailbox.get(request.params.id))?.mail.attachments[request.params.index]
      if (!attachment) throw notFound()
      const name = (attachment.filename ?? 'attachment').replace(/[^\w.\- ]/g, '_')
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(attachment.content)
    },
    { access },
  )
}
