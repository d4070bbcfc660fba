import { env } from '../config/env.ts'

/**
 * API answers the first screen needs, requested by `early-requests.ts` while the app's code downloads. Each is
 * taken once, by the app's first GET of the same URL; all are dropped when the app changes something (any other
 * method) or finds no session, so a later call never reads an answer from before that.
 */
const early = new Map<string, Promise<Response>>()

/** Requests `path` now, as `api-client.ts` would (same URL, headers and credentials). */
export function requestEarly(path: string): void {
  const url = `${env.apiBase}${path}`
  const response = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
  // A failure is seen by the app when it takes the answer; none is left unhandled meanwhile.
  response.catch(() => {})
  early.set(url, response)
}

/** The early answer for `url`, once; undefined when there is none (or it was taken or dropped). */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const response = early.get(url)
  early.delete(url)
  return response
}

export function dropEarlyResponses(): void {
  early.clear()
}
