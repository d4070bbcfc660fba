import { vi } from 'vitest'
import { jsonResponse } from './render.tsx'

export interface ApiCall {
  method: string
  url: URL
  headers: Headers
  body: unknown
}

type Handler = (call: ApiCall) => Response | Promise<Response>

/**
 * Answers `fetch` by "METHOD /path" (path without the query); unmatched calls get a 404 body.
 * Returns the calls made, in order.
 */
export function mockApi(routes: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    const call = { method, url, headers: new Headers(init?.headers), body }
    calls.push(call)
    const handler = routes[`${method} ${url.pathname}`]
    if (handler) return handler(call)
    return jsonResponse({ status: 404, title: 'Not Found', message: 'Not found' }, { status: 404 })
  })
  return calls
}
