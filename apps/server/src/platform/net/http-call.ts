import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import type { OutboundGuard } from './outbound-guard.ts'

/** Connections kept open between calls; each was opened through the guard's lookup, so reuse checks nothing less. */
export interface GuardedAgents {
  http: HttpAgent
  https: HttpsAgent
}

export function guardedAgents(guard: OutboundGuard): GuardedAgents {
  const options = { keepAlive: true, lookup: guard.lookup }
  return { http: new HttpAgent(options), https: new HttpsAgent(options) }
}

export interface HttpAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** The call did not finish before its deadline; the socket has been destroyed. */
export class CallTimeoutError extends Error {
  override name = 'CallTimeoutError'
}

/** Largest answer read from a BI server (a big crosstab or a high-resolution PDF). */
const MAX_BODY = 200 * 1024 * 1024

/**
 * One HTTP exchange with a user-supplied server, connected only to addresses the guard allows (the check
 * runs in the connection's own DNS lookup; kept-alive sockets were opened the same way), cut at `deadline`
 * (epoch ms). Redirects are not followed.
 */
export function httpCall(
  guard: OutboundGuard,
  agents: GuardedAgents,
  call: {
    url: URL
    method: 'GET' | 'POST' | 'PUT' | 'DELETE'
    headers: Record<string, string>
    body?: string | Buffer
    deadline: number
  },
): Promise<HttpAnswer> {
  guard.checkLiteral(call.url.hostname)
  const remaining = call.deadline - Date.now()
  if (remaining <= 0) return Promise.reject(new CallTimeoutError('deadline passed'))
  const https = call.url.protocol === 'https:'
  const send = https ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const req = send(call.url, {
      method: call.method,
      headers: {
        ...call.headers,
        ...(call.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(call.body)) }),
      },
      lookup: guard.lookup,
      agent: https ? agents.https : agents.http,
    })
    const timer = setTimeout(() => req.destroy(new CallTimeoutError('timed out')), remaining)
    req.on('error', (err) => {
      clearTimeout(timer)
      reject(err)
    })
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      let size = 0
      res.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > MAX_BODY) req.destroy(new Error(`answer larger than ${MAX_BODY} bytes`))
        else chunks.push(chunk)
      })
      res.on('end', () => {
        clearTimeout(timer)
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) })
      })
      res.on('error', (err) => {
        clearTimeout(timer)
        reject(err)
      })
    })
    req.end(call.body)
  })
}
