import { setTimeout as sleep } from 'node:timers/promises'
import { httpCall, type HttpAnswer } from '../../platform/net/http-call.ts'
import { retryAfterMs } from '../../platform/net/retries.ts'
import type { DestinationRuntime } from '../destination-runtime.ts'

/** Waits of one call for 429 / 503 at most; a longer Retry-After goes back to the ledger. */
const MAX_WAITS = 3

export interface GraphCall {
  url: URL
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Bearer token for Graph itself; an upload URL is called without one (it carries its own authorization). */
  token?: string
  json?: unknown
  bytes?: { body: Buffer; range: string }
}

/**
 * One call to Microsoft Graph or to an upload URL it answered (trusted like GRAPH_API_URL itself), connected
 * through the outbound guard. 429 and 503 with a Retry-After the call's deadline can hold are waited out here;
 * the answer is returned otherwise, for the driver to classify.
 */
export async function graphCall(runtime: DestinationRuntime, call: GraphCall): Promise<HttpAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (call.token) headers['authorization'] = `Bearer ${call.token}`
  let body: string | Buffer | undefined
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(call.json)
  } else if (call.bytes) {
    headers['content-range'] = call.bytes.range
    body = call.bytes.body
  } else if (call.method === 'POST' || call.method === 'PUT') body = ''
  for (let waits = 0; ; waits++) {
    const answer = await httpCall(runtime.guard, runtime.agents, {
      url: call.url,
      method: call.method,
      headers,
      body,
      deadline: Date.now() + runtime.callTimeoutMs,
    })
    const wait = retryAfterMs(answer.headers['retry-after'])
    const passing = answer.status === 429 || answer.status === 503
    if (!passing || wait === undefined || wait > runtime.callTimeoutMs || waits >= MAX_WAITS) return answer
    await sleep(wait)
  }
}

/** Graph's JSON answer (an object), or an empty one for a body that is not JSON. */
export function jsonOf(answer: HttpAnswer): Record<string, unknown> {
  try {
    const parsed = JSON.parse(answer.body.toString('utf8')) as unknown
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** Graph's error body `{"error": {"code", "message"}}`. */
export function graphErrorOf(answer: HttpAnswer): { code: string; message: string } {
  const error = jsonOf(answer)['error'] as { code?: unknown; message?: unknown } | undefined
  return {
    code: typeof error?.code === 'string' ? error.code : `HTTP ${answer.status}`,
    message: typeof error?.message === 'string' ? error.message : '',
  }
}
