import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface TeamsCard {
  flow: string
  card: Record<string, unknown>
}

export interface FakeTeamsWorkflow {
  /** A Workflows webhook address ('When a Teams webhook request is received'), its `sig` included. */
  newWebhookUrl(): string
  cards: TeamsCard[]
  close(): Promise<void>
}

/**
 * A Power Automate / Teams Workflows webhook trigger as Microsoft documents it: POST JSON to
 * `…/workflows/{id}/triggers/manual/paths/invoke?api-version=1&sp=…&sv=1.0&sig=…`; a wrong or missing `sig`
 * is 401; a body that is not a message with an Adaptive Card attachment is 400; accepted is 202 with an empty body
 * (the flow runs later).
 */
export async function startFakeTeamsWorkflow(): Promise<FakeTeamsWorkflow> {
  const flows = new Map<string, string>()
  const cards: TeamsCard[] = []
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = ''
      req.setEncoding('utf8')
      req.on('data', (c: string) => (body += c))
      req.on('end', () => resolve(body))
    })
  const server = createServer((req, res) => {
    void read(req).then((body) => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const flow = /^\/workflows\/([a-f0-9]+)\/triggers\/manual\/paths\/invoke$/.exec(url.pathname)?.[1]
      if (req.method !== 'POST' || !flow || !flows.has(flow)) {
        res.writeHead(404).end()
        return
      }
      if (url.searchParams.get('sig') !== flows.get(flow)) {
        res.writeHead(401, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({
            error: { code: 'DirectApiAuthorizationRequired', message: 'The request must be authenticated.' },
          }),
        )
        return
      }
      let message: {
        type?: string
        attachments?: { contentType?: string; content?: Record<string, unknown> }[]
      }
      try {
        message = JSON.parse(body) as typeof message
      } catch {
        res.writeHead(400).end()
        return
      }
      const card = message.attachments?.find(
        (a) => a.contentType === 'application/vnd.microsoft.card.adaptive',
      )?.content
      if (message.type !== 'message' || !card || card.type !== 'AdaptiveCard') {
        res.writeHead(400).end()
        return
      }
      cards.push({ flow, card })
      res.writeHead(202).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    newWebhookUrl() {
      const flow = randomBytes(16).toString('hex')
      const sig = randomBytes(24).toString('base64url')
      flows.set(flow, sig)
      return `${base}/workflows/${flow}/triggers/manual/paths/invoke?api-version=1&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${sig}`
    },
    cards,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
