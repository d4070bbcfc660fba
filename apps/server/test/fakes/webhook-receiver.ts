import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'

export interface ReceivedEvent {
  id: string
  body: Record<string, unknown>
  /** How many times this webhook-id arrived (a retried event keeps its id). */
  deliveries: number
}

export interface WebhookReceiver {
  url: string
  /** Verified events by webhook-id, in order of first arrival. */
  events: ReceivedEvent[]
  /** Every request, verified or not: its webhook-id and the status answered. */
  requests: { id: string | undefined; status: number }[]
  /** The signing secret to verify with (set once Herald answered it). */
  setSecret(secret: string): void
  /** The next requests answer these statuses (e.g. 503, then 200), with Retry-After when given. */
  failNext(...answers: { status: number; retryAfter?: number }[]): void
  close(): Promise<void>
}

/**
 * A webhook consumer that verifies every request independently with the `standardwebhooks` package
 * (signature and timestamp tolerance): a bad signature is 401 and not recorded. Dedupes on webhook-id, as
 * the Standard Webhooks spec asks of consumers.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  let verifier: Webhook | undefined
  const events: ReceivedEvent[] = []
  const requests: { id: string | undefined; status: number }[] = []
  const queued: { status: number; retryAfter?: number }[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (c: string) => (body += c))
    req.on('end', () => {
      const id = req.headers['webhook-id'] as string | undefined
      const reply = (status: number, headers: Record<string, string> = {}) => {
        requests.push({ id, status })
        res.writeHead(status, headers).end()
      }
      const next = queued.shift()
      if (next) return reply(next.status, next.retryAfter ? { 'retry-after': String(next.retryAfter) } : {})
      let payload: Record<string, unknown>
      try {
        payload = verifier!.verify(body, headersOf(req.headers)) as Record<string, unknown>
      } catch {
        return reply(401)
      }
      const seen = events.find((e) => e.id === id)
      if (seen) seen.deliveries++
      else events.push({ id: id!, body: payload, deliveries: 1 })
      reply(204)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/herald`,
    events,
    requests,
    setSecret(secret) {
      verifier = new Webhook(secret)
    },
    failNext(...answers) {
      queued.push(...answers)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function headersOf(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
  )
}
