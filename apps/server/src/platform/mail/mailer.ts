import { Worker } from 'node:worker_threads'
import type {
  SmtpThreadAnswer,
  SmtpThreadError,
  SmtpThreadOptions,
  SmtpThreadRequest,
} from './smtp-thread.ts'
import type { MailMessage, MailResult } from './mail-message.ts'

export interface Mailer {
  send(message: MailMessage): Promise<MailResult>
  close(): void
}

/** Answered for every message still in flight when the sending thread stops: whether the server kept it is unknown. */
const threadStopped = (cause: Error | undefined): SmtpThreadError => ({
  message: `The SMTP sending thread stopped${cause ? `: ${cause.message}` : '.'}`,
  command: 'DATA',
})

/**
 * SMTP through a pooled nodemailer transport on a thread of its own (smtp-thread.ts, ADR 0035), started at the
 * first message. Per-recipient refusals come back in `rejected`; a failed transaction rejects with the
 * server's code and response, as nodemailer gives them.
 */
export function createMailer(opts: SmtpThreadOptions): Mailer {
  let thread: Worker | undefined
  let nextId = 0
  const pending = new Map<
    number,
    { resolve: (r: MailResult) => void; reject: (e: SmtpThreadError) => void }
  >()
  const settle = (answer: SmtpThreadAnswer) => {
    const waiting = pending.get(answer.id)
    pending.delete(answer.id)
    if ('result' in answer) waiting?.resolve(answer.result)
    else waiting?.reject(answer.error)
  }
  const start = () => {
    const started = new Worker(new URL('./smtp-thread.ts', import.meta.url), { workerData: opts })
    let cause: Error | undefined
    started.on('message', settle)
    started.on('error', (error) => (cause = error)) // followed by 'exit', which answers what was in flight
    started.on('exit', () => {
      if (thread === started) thread = undefined
      for (const id of [...pending.keys()]) settle({ id, error: threadStopped(cause) })
    })
    return started
  }
  return {
    send(message) {
      thread ??= start()
      const id = nextId++
      const answer = new Promise<MailResult>((resolve, reject) => pending.set(id, { resolve, reject }))
      thread.postMessage({ id, message } satisfies SmtpThreadRequest)
      return answer
    },
    close() {
      thread?.postMessage({ close: true } satisfies SmtpThreadRequest)
      thread = undefined
    },
  }
}
