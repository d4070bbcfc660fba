import { randomUUID } from 'node:crypto'
import type { Executor } from '../../db/client.ts'
import type { RenderedEmail } from '../../platform/mail/layout.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { Queue } from '../../platform/queue/queue.ts'
import { sendEmailJob } from './mail.jobs.ts'

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

export async function registerMailWorker(queue: Queue, mailer: Mailer): Promise<void> {
  await queue.work(sendEmailJob, async (payload) => {
    await mailer.send(payload)
  })
}
