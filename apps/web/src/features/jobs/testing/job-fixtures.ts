import type { UserJob } from '@herald/contracts'
import { vi } from 'vitest'
import { jsonResponse } from '../../../test/render.tsx'

export function jobFixture(overrides: Partial<UserJob> = {}): UserJob {
  return {
    id: 1,
    name: 'Monthly sales',
    isActive: true,
    status: 'READY',
    jobStatusDetails: null,
    jobErrorDetails: null,
    timeZone: 'America/New_York',
    jobRunFrequency: 'MONTHLY',
    userJobStartTime: '2026-12-01T10:00:00',
    jobCronExpression: '0 10 1 * *',
    lastRun: null,
    nextRun: null,
    jobDuration: 0,
    userEmail: 'ada@example.com',
    recipients: ['ada@example.com'],
    hasActiveRun: false,
    ...overrides,
  }
}

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

/** A page of jobs the way the server sends it: the rows, and the total in `x-total-count`. */
export function jobPage(jobs: UserJob[], total = jobs.length): Response {
  return jsonResponse(jobs, { headers: { 'x-total-count': String(total) } })
}
