import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface S3FaultProxy {
  /** http://127.0.0.1:<port>: an S3 endpoint that forwards to the real one. */
  endpoint: string
  /** Answers the next `count` requests as S3 does when throttling: 503 SlowDown. */
  slowDown(count: number): void
  /** How many requests were answered SlowDown so far. */
  readonly slowedDown: number
  /** From now on, part uploads (PUT …?partNumber=…&uploadId=…) are held: never forwarded, never answered. */
  holdParts(): void
  /** How many part uploads are being held. */
  readonly held: number
  /** Stops holding: held requests are cut off (as a lost connection), later ones pass. */
  releaseParts(): void
  close(): Promise<void>
}

/** S3's throttling answer (Amazon S3 API reference, "Error responses": SlowDown, 503). */
const SLOW_DOWN = `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message><RequestId>herald-test</RequestId></Error>`

/**
 * An HTTP proxy in front of a real S3-protocol server that fails like S3 and networks do: the next N requests
 * answered 503 SlowDown, or part uploads held mid-flight (for killing the uploader then). Everything else passes
 * through unchanged, the Host header too, so SigV4 signatures still verify upstream.
 */
export async function startS3FaultProxy(upstream: string): Promise<S3FaultProxy> {
  const target = new URL(upstream)
  let pending = 0
  let slowedDown = 0
  let holding = false
  const held = new Set<IncomingMessage>()
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (pending > 0) {
      pending--
      slowedDown++
      req.resume()
      res.writeHead(503, { 'content-type': 'application/xml' }).end(SLOW_DOWN)
      return
    }
    if (holding && req.method === 'PUT' && /[?&]partNumber=/.test(req.url ?? '')) {
      held.add(req)
      req.on('close', () => held.delete(req))
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
    holdParts() {
      holding = true
    },
    get held() {
      return held.size
    },
    releaseParts() {
      holding = false
      for (const req of held) req.socket.destroy()
      held.clear()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
