import { AUTH_BASE_PATH, authApi, type ErrorBody } from '@herald/contracts'
import { env } from '../config/env.ts'
import { ApiError } from './api-error.ts'
import { dropEarlyResponses, takeEarlyResponse } from './early-responses.ts'
import { errorTexts, errorToastMessages, isAuthRequiredText } from './error-messages.ts'
import { requestEnded, requestStarted } from './in-flight.ts'
import { notifyError, notifySuccess } from './notify.ts'
import { createThrottle } from './throttle.ts'

export const API_TIMEOUT_MS = 60_000
const AUTH_TOAST_THROTTLE_MS = 30_000
const ALERT_HEADER = 'x-herald-alert'

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  headers?: Record<string, string>
  /** false: no global error toast; a string: show it instead of the global text. Auth calls default to false. */
  toast?: boolean | string
  /** Refresh the session once and retry on 401/403. Auth calls default to false. */
  authRetry?: boolean
  signal?: AbortSignal
}

const authToastThrottle = createThrottle(AUTH_TOAST_THROTTLE_MS)
let sessionLostHandler: () => void = () => {}
let refreshInFlight: Promise<boolean> | null = null

/** The app registers what happens when a refresh finds no session (clear state, go to /login). */
export function onSessionLost(handler: () => void): void {
  sessionLostHandler = handler
}

function isAuthPath(path: string): boolean {
  return path.startsWith(`${AUTH_BASE_PATH}/`)
}

/** `response`, or the abort's reason as soon as `signal` aborts (as `fetch` given the signal would). */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason as Error)
    if (signal.aborted) return abort()
    signal.addEventListener('abort', abort, { once: true })
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

async function send(path: string, options: ApiOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  const url = `${env.apiBase}${path}`
  const method = options.method ?? 'GET'
  // A change makes every early answer stale; a GET with headers of its own is not the request made early.
  if (method !== 'GET') dropEarlyResponses()
  const early = method === 'GET' && options.headers === undefined ? takeEarlyResponse(url) : undefined
  requestStarted()
  try {
    if (early) return await untilAborted(early, signal)
    return await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal,
    })
  } catch (error) {
    if (options.signal?.aborted) throw error
    if (timeout.aborted)
      throw new ApiError({ status: null, body: null, rawBody: '', errorMessage: errorTexts.timeout })
    throw new ApiError({ status: 0, body: null, rawBody: '' })
  } finally {
    requestEnded()
  }
}

async function readBody(response: Response): Promise<{ data: unknown; raw: string }> {
  const raw = await response.text()
  if (raw.length === 0) return { data: null, raw }
  try {
    return { data: JSON.parse(raw) as unknown, raw }
  } catch {
    return { data: null, raw }
  }
}

function asErrorBody(data: unknown): Partial<ErrorBody> | null {
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Partial<ErrorBody>)
    : null
}

/** One refresh for all concurrent 401/403 failures; resolves true when a session still exists. */
export function refreshSessionOnce(): Promise<boolean> {
  refreshInFlight ??= send(authApi.getSession.path, {})
    .then(async (response) => response.ok && (await readBody(response)).data !== null)
    .catch(() => false)
    .finally(() => {
      refreshInFlight = null
    })
  return refreshInFlight
}

function toastFailure(error: ApiError, toast: boolean | string): void {
  if (toast === false) return
  error.toasted = true
  if (typeof toast === 'string') return notifyError(toast)
  for (const text of errorToastMessages(error.failedCall)) {
    if ((error.status === 401 || error.status === 403) && isAuthRequiredText(text)) {
      if (authToastThrottle()) notifyError(text)
    } else {
      notifyError(text)
    }
  }
}

/** Shows the global toast for a failure a caller caught with `toast: false` and decided to report after all. */
export function toastApiError(error: ApiError): void {
  if (!error.toasted) toastFailure(error, true)
}

function showAlertHeader(response: Response): void {
  const alert = response.headers.get(ALERT_HEADER)
  if (!alert) return
  let text = alert
  try {
    text = decodeURIComponent(alert)
  } catch {
    // keep the raw header text
  }
  notifySuccess(text)
}

async function request(path: string, options: ApiOptions): Promise<{ data: unknown; headers: Headers }> {
  const response = await send(path, options)
  const { data, raw } = await readBody(response)
  if (response.ok) {
    showAlertHeader(response)
    return { data, headers: response.headers }
  }
  const error = new ApiError({ status: response.status, body: asErrorBody(data), rawBody: raw })
  const authRetry = options.authRetry ?? !isAuthPath(path)
  if (authRetry && (response.status === 401 || response.status === 403)) {
    if (await refreshSessionOnce()) return request(path, { ...options, authRetry: false })
    sessionLostHandler()
  }
  throw error
}

export interface ApiResponse<T> {
  data: T
  headers: Headers
}

/**
 * Every call to the server goes through here: same-origin cookies, JSON, 60 s timeout, spec §8 toasts, one
 * session refresh on 401/403. Features call it through `callEndpoint`, which types and parses the answer.
 */
export async function apiFetchWithHeaders(
  path: string,
  options: ApiOptions = {},
): Promise<ApiResponse<unknown>> {
  const toast = options.toast ?? !isAuthPath(path)
  try {
    return await request(path, options)
  } catch (error) {
    if (error instanceof ApiError && !error.toasted) toastFailure(error, toast)
    throw error
  }
}
