import { notificationsStore } from '@mantine/notifications'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../test/render.tsx'
import { apiFetchWithHeaders, onSessionLost, type ApiOptions } from './api-client.ts'
import { ApiError } from './api-error.ts'
import { dropEarlyResponses, requestEarly } from './early-responses.ts'
import { inFlightCount } from './in-flight.ts'

/** The toasts shown or waiting to be shown, as the notifications store holds them. */
const toasts = () => {
  const { notifications, queue } = notificationsStore.getState()
  return [...notifications, ...queue].map(({ color, message }) => ({ color, message }))
}
const success = (message: string) => ({ color: 'green', message })
const failure = (message: string) => ({ color: 'red', message })

const apiFetch = async (path: string, options?: ApiOptions) => (await apiFetchWithHeaders(path, options)).data
const errorBody = (status: number, message: string, extra: object = {}) =>
  jsonResponse({ status, title: 'Error', message, ...extra }, { status })

describe('apiFetch', () => {
  beforeEach(() => {
    onSessionLost(() => {})
  })

  it('sends JSON with same-origin cookies and returns the body', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ ok: 1 }))
    await expect(apiFetch('/api/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: 1 })
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.credentials).toBe('same-origin')
    expect(init?.body).toBe('{"a":1}')
    expect(inFlightCount()).toBe(0)
  })

  it('returns the response headers to callers that read them (paged totals)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse([1, 2], { headers: { 'x-total-count': '42' } }),
    )
    const { data, headers } = await apiFetchWithHeaders('/api/user-jobs')
    expect(data).toEqual([1, 2])
    expect(headers.get('x-total-count')).toBe('42')
  })

  it('shows the x-herald-alert header as a success toast', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({}, { headers: { 'x-herald-alert': 'Job%20saved' } }),
    )
    await apiFetch('/api/user-jobs')
    expect(toasts()).toEqual([success('Job saved')])
  })

  it('toasts each field error of a 400', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      errorBody(400, 'Invalid', { fieldErrors: [{ field: 'email', message: 'Email' }] }),
    )
    await expect(apiFetch('/api/account', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError)
    expect(toasts()).toEqual([failure('Error on field "Email"')])
  })

  it('says the server is not reachable when fetch fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(apiFetch('/api/account')).rejects.toMatchObject({ status: 0 })
    expect(toasts()).toEqual([failure('Server not reachable')])
  })

  it('leaves auth calls and toast:false calls to the page, and shows an own message', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => errorBody(400, 'Nope'))
    await expect(apiFetch('/api/auth/sign-in/email-otp', { method: 'POST', body: {} })).rejects.toThrow(
      'Nope',
    )
    await expect(apiFetch('/api/x', { toast: false })).rejects.toThrow('Nope')
    expect(toasts()).toEqual([])
    await expect(apiFetch('/api/x', { toast: 'Could not save' })).rejects.toThrow()
    expect(toasts()).toEqual([failure('Could not save')])
  })

  it('refreshes the session once on 401 and retries', async () => {
    let jobCalls = 0
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input)
      if (url.endsWith('/api/auth/get-session')) return jsonResponse({ session: {}, user: {} })
      jobCalls += 1
      return jobCalls <= 2 ? errorBody(401, 'Expired') : jsonResponse([1])
    })
    const [a, b] = await Promise.all([apiFetch('/api/user-jobs'), apiFetch('/api/user-jobs')])
    expect(a).toEqual([1])
    expect(b).toEqual([1])
    const refreshes = fetchMock.mock.calls.filter(([input]) =>
      String(input).endsWith('/api/auth/get-session'),
    )
    expect(refreshes).toHaveLength(1)
  })

  it('signs the user out when the refresh finds no session, toasting the auth message once per 30 s', async () => {
    const lost = vi.fn()
    onSessionLost(lost)
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).endsWith('/api/auth/get-session')
        ? jsonResponse(null)
        : errorBody(401, 'Full authentication is required to access this resource'),
    )
    await expect(apiFetch('/api/user-jobs')).rejects.toMatchObject({ status: 401 })
    await expect(apiFetch('/api/account')).rejects.toMatchObject({ status: 401 })
    expect(lost).toHaveBeenCalledTimes(2)
    expect(toasts()).toEqual([failure('Full authentication is required to access this resource')])
  })
})

describe('apiFetch with an answer requested before the app started', () => {
  beforeEach(() => dropEarlyResponses())

  it('reads it once for the first GET of the same URL, then asks the server again', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(jsonResponse({ early: true }))
    requestEarly('/api/account')
    fetchMock.mockResolvedValue(jsonResponse({ early: false }))
    await expect(apiFetch('/api/account')).resolves.toEqual({ early: true })
    await expect(apiFetch('/api/account')).resolves.toEqual({ early: false })
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(inFlightCount()).toBe(0)
  })

  it('drops it once the app changes something', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(jsonResponse({ early: true }))
    requestEarly('/api/account')
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ early: false })))
    await apiFetch('/api/account/change-password', { method: 'POST', body: {} })
    await expect(apiFetch('/api/account')).resolves.toEqual({ early: false })
  })

  it('gives up waiting for it when the caller aborts', async () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => {}))
    requestEarly('/api/account')
    const controller = new AbortController()
    const call = apiFetch('/api/account', { signal: controller.signal })
    controller.abort(new DOMException('Aborted', 'AbortError'))
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
    expect(inFlightCount()).toBe(0)
  })
})
