import * as contracts from '@herald/contracts'
import { describe, expect, it } from 'vitest'
import { LOGGED_QUERY_PARAMETERS, redactLogValue, redactUrl, redactUrlsIn } from './redact-url.ts'

/** Every query parameter name of every declared endpoint. */
function declaredQueryParameters(): Set<string> {
  const names = new Set<string>()
  for (const group of Object.values(contracts)) {
    if (!group || typeof group !== 'object') continue
    for (const endpoint of Object.values(group as Record<string, unknown>)) {
      const spec = endpoint as { method?: unknown; path?: unknown; query?: { shape: object } } | null
      if (typeof spec?.path !== 'string' || typeof spec.method !== 'string' || !spec.query) continue
      for (const name of Object.keys(spec.query.shape)) names.add(name)
    }
  }
  return names
}

describe('redactUrl', () => {
  it('keeps paths and the allowed parameters, and redacts every other value', () => {
    expect(redactUrl('/api/user-jobs')).toBe('/api/user-jobs')
    expect(redactUrl('/api/activate?key=abc')).toBe('/api/activate?key=[redacted]')
    expect(redactUrl('/api/user-jobs?page=1&size=20&sort=id,asc&search=Q%201&token=t&x')).toBe(
      '/api/user-jobs?page=1&size=20&sort=id,asc&search=Q%201&token=[redacted]&[redacted]',
    )
    expect(redactUrl('/x?%70age=2&code=1&code=2&=v')).toBe(
      '/x?%70age=2&code=[redacted]&code=[redacted]&=[redacted]',
    )
    expect(redactUrl('/x?')).toBe('/x?')
  })

  it('redacts query strings quoted in free text, and secret fields of logged values', () => {
    expect(redactUrlsIn('Reply was already sent for "/api/activate?key=abc" (GET)?')).toBe(
      'Reply was already sent for "/api/activate?key=[redacted]" (GET)?',
    )
    const error = Object.assign(new Error('failed at /cb?state=STATE-ONE&page=2'), {
      details: { state: 'STATE-TWO' },
    })
    const logged = JSON.stringify(
      redactLogValue([error, { accessToken: 'ACCESS-T', nested: { refresh_token: 'REFRESH-T' } }]),
    )
    for (const value of ['STATE-ONE', 'STATE-TWO', 'ACCESS-T', 'REFRESH-T'])
      expect(logged).not.toContain(value)
    expect(logged).toContain('page=2')
  })

  it('logs the value of no declared query parameter unless it is listed as harmless', () => {
    const secret = [...declaredQueryParameters()].filter((name) => !LOGGED_QUERY_PARAMETERS.has(name)).sort()
    // A new query parameter lands here: add it to LOGGED_QUERY_PARAMETERS only if its value is never a secret.
    expect(secret).toEqual([
      'code',
      'error',
      'error_description',
      'filterName',
      'key',
      'principal',
      'state',
      'token',
    ])
  })
})
