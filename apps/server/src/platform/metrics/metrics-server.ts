import { createHash, timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { Logger } from '../log.ts'
import { registry } from './metrics.ts'

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Whether an Authorization header carries the token (constant time, over digests so no length is told). */
export function bearerMatches(authorization: string | undefined, token: string | undefined): boolean {
  const bearer = /^\s*bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1]
  return Boolean(token && bearer && timingSafeEqual(digest(bearer), digest(token)))
}

/**
 * For a process without the web role (a worker, a scheduler): GET /management/prometheus on its own port,
 * for a scraper with `Authorization: Bearer METRICS_TOKEN` only. `refresh` sets the database figures first.
 */
export async function startMetricsServer(opts: {
  host: string
  port: number
  token: string
  refresh: () => Promise<unknown>
  log: Logger
}): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/management/prometheus') {
      return response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    }
    if (!bearerMatches(request.headers.authorization, opts.token)) {
      return response.writeHead(401, { 'content-type': 'text/plain' }).end('Bearer METRICS_TOKEN required')
    }
    opts
      .refresh()
      .then(() => registry.metrics())
      .then(
        (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
        (err: unknown) => {
          opts.log.warn({ err }, 'metrics could not be read')
          response.writeHead(503, { 'content-type': 'text/plain' }).end('Metrics unavailable; try again')
        },
      )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port, opts.host, resolve)
  })
  return server
}
