import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { DevMailbox } from '../../platform/mail/dev-mailbox.ts'
import { notFound } from '../../platform/http/errors.ts'
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
  const api = app.withTypeProvider<ZodTypeProvider>()
  const onRequest = async (request: FastifyRequest) => {
    await allow(request)
  }
  api.get('/dev/mailbox', { onRequest }, async (_request, reply) => {
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderMailboxPage(await mailbox.list()))
  })
  api.get(
    '/dev/mailbox/:id/attachments/:index',
    {
      onRequest,
      schema: { params: z.object({ id: z.string().max(64), index: z.coerce.number().int().min(0) }) },
    },
    async (request, reply) => {
      const attachment = (await mailbox.get(request.params.id))?.mail.attachments[request.params.index]
      if (!attachment) throw notFound()
      const name = (attachment.filename ?? 'attachment').replace(/[^\w.\- ]/g, '_')
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(attachment.content)
    },
  )
}
