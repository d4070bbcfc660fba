import { z } from 'zod/mini'
import { defineEndpoint, errors, rawResponse } from '../endpoint.ts'

/** Only served while Herald runs on its built-in mailbox (no SMTP_URL). */
export const devMailboxApi = {
  page: defineEndpoint({
    method: 'GET',
    path: '/dev/mailbox',
    summary: 'The captured emails, newest first',
    tag: 'Dev mailbox',
    access: 'public',
    responses: { 200: rawResponse(['text/html'], 'The mailbox page.') },
  }),
  attachment: defineEndpoint({
    method: 'GET',
    path: '/dev/mailbox/:id/attachments/:index',
    summary: 'One attachment of a captured email',
    tag: 'Dev mailbox',
    access: 'public',
    params: z.object({
      id: z.string().check(z.maxLength(64)),
      index: z.coerce.number().check(z.int(), z.minimum(0)),
    }),
    responses: { 200: rawResponse(['application/octet-stream'], 'The attachment.'), ...errors(404) },
  }),
}
