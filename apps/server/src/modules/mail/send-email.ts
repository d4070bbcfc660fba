import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import type { RenderedEmail } from '../../platform/mail/layout.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { defineJob } from '../../platform/queue/define-job.ts'
import type { Queue } from '../../platform/queue/queue.ts'

export const EmailPayload = z.object({
  to: z.array(z.email()).min(1),
  cc: z.array(z.email()).optional(),
  bcc: z.array(z.email()).optional(),
  subject: z
    .string()
    .min(1)
    .max(998)
    .regex(/^[^\r\n]*$/),
  html: z.string(),
  text: z.string(),
  messageId: z.string().min(3),
})
export type EmailPayload = z.infer<typeof EmailPayload>

/** Sends one of Herald's own emails (codes, confirmations, notifications) over SMTP. */
export const sendEmailJob = defineJob({
  name: 'mail.send-email',
  payload: EmailPayload,
  worker: ({ mailer }: { mailer: Mailer }) => ({
    handle: (payload) => mailer.send(payload).then(() => undefined),
  }),
})

/** Every email leaves through the queue: durable, retried with backoff, one Message-ID per message. */
export async function enqueueEmail(
  queue: Queue,
  to: string[],
  email: RenderedEmail,
  opts: { tx?: Executor } = {},
): Promise<string> {
  const messageId = `<${randomUUID()}@herald>`
  return queue.enqueue(sendEmailJob, { to, ...email, messageId }, opts)
}
