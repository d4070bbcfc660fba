import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface S3SlowdownProxy {
  /** http://127.0.0.1:<port>: an S3 endpoint that forwards to the real one. */
  endpoint: string
  /** Answers the next `count` requests as S3 does when throttling: 503 SlowDown. */
  slowDown(count: number): void
  /** How many requests were answered SlowDown so far. */
  readonly slowedDown: number
  close(): Promise<void>
}

/** S3's throttling answer (Amazon S3 API reference, "Error responses": SlowDown, 503). */
const SLOW_DOWN = `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message><RequestId>herald-test</RequestId></Error>`

/**
 * An HTTP proxy in front of a real S3-protocol server that can throttle like S3: the next N requests are
 * answered 503 SlowDown, the rest pass through unchanged (the Host header too, so SigV4 signatures still
 * verify upstream).
 */
export async function startS3SlowdownProxy(upstream: string): Promise<S3SlowdownProxy> {
  const target = new URL(upstream)
  let pending = 0
  let slowedDown = 0
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (pending > 0) {
      pending--
      slowedDown++
      req.resume()
      res.writeHead(503, { 'content-type': 'application/xml' }).end(SLOW_DOWN)
      return
    }
    const forward = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forward.on('error', () => res.destroy())
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    slowDown(count) {
      pending = count
    },
    get slowedDown() {
      return slowedDown
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
