import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { profileQuery } from '../../../lib/profile.ts'
import { sessionKey } from '../../../lib/session.ts'
import { devProfile, userAccount } from '../../../test/fixtures.ts'
import { LocationProbe, renderWithProviders, testQueryClient } from '../../../test/render.tsx'
import { LoginPage } from './login-page.tsx'

/** A signed-in user at /login?from=…: where the page sends them. */
function landingOf(from: string): string {
  const queryClient = testQueryClient()
  queryClient.setQueryData(sessionKey, userAccount)
  queryClient.setQueryData(profileQuery.queryKey, devProfile)
  const { unmount } = renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: `/login?from=${from}`, queryClient },
  )
  const landing = screen.getByTestId('location').textContent ?? ''
  unmount()
  return landing
}

/** Security probe F7: `from` is followed only when it is a path of this site. */
describe('LoginPage with a signed-in user and a `from`', () => {
  it('follows a path of this site', () => {
    expect(landingOf('/user-jobs/5/history')).toBe('/user-jobs/5/history')
    expect(landingOf(encodeURIComponent('/user-jobs/5/history?page=2'))).toBe('/user-jobs/5/history?page=2')
  })

  it('sends anything else to Job Summary', () => {
    for (const from of [
      '/%09/example.org',
      '//evil.com',
      'https://evil.com',
      encodeURIComponent('https://evil.com/path'),
      'javascript:alert(document.domain)',
      encodeURIComponent('/.//evil.com'),
      '/logout',
    ]) {
      expect(landingOf(from), from).toBe('/user-jobs')
    }
  })
})
