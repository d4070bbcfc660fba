import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { DevMailbox } from '../../platform/mail/dev-mailbox.ts'
import { notFound } from '../../platform/http/errors.ts'
import { renderMailboxPage } from './render-mailbox-page.ts'

/** Only registered when Herald runs on its built-in mailbox (no SMTP_URL). */
export function registerDevMailboxRoutes(app: FastifyInstance, mailbox: DevMailbox): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get('/dev/mailbox', async (_request, reply) => {
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderMailboxPage(await mailbox.list()))
  })
  api.get(
    '/dev/mailbox/:id/attachments/:index',
    { schema: { params: z.object({ id: z.string().max(64), index: z.coerce.number().int().min(0) }) } },
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
