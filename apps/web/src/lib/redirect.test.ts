import { describe, expect, it } from 'vitest'
import { loginPathFor, safeRedirectPath } from './redirect.ts'

describe('safeRedirectPath', () => {
  it('follows same-site paths', () => {
    expect(safeRedirectPath('/user-jobs/4/history?x=1')).toBe('/user-jobs/4/history?x=1')
  })

  it('refuses other sites and loops', () => {
    for (const from of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/login?from=/x',
      '/logout',
    ]) {
      expect(safeRedirectPath(from)).toBe('/user-jobs')
    }
  })

  it('builds the login path', () => {
    expect(loginPathFor('/admin/metrics?a=b')).toBe('/login?from=%2Fadmin%2Fmetrics%3Fa%3Db')
  })
})
