import { describe, expect, it } from 'vitest'
import { loginPathFor, safeRedirectPath } from './redirect.ts'

describe('safeRedirectPath', () => {
  it('follows same-site paths', () => {
    expect(safeRedirectPath('/user-jobs/4/history?x=1')).toBe('/user-jobs/4/history?x=1')
    expect(safeRedirectPath('/user-jobs/5/history#files')).toBe('/user-jobs/5/history#files')
  })

  it('refuses other sites, other schemes and loops', () => {
    for (const from of [
      null,
      '',
      'user-jobs',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' //evil.example',
      '/.//evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/login?from=/x',
      '/login',
      '/logout',
    ]) {
      expect(safeRedirectPath(from), String(from)).toBe('/user-jobs')
    }
  })

  it('builds the login path', () => {
    expect(loginPathFor('/admin/metrics?a=b')).toBe('/login?from=%2Fadmin%2Fmetrics%3Fa%3Db')
  })
})
