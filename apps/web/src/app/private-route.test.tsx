import type { Authority } from '@herald/contracts'
import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { sessionKey } from '../lib/session.ts'
import { adminAccount, userAccount } from '../test/fixtures.ts'
import { LocationProbe, renderWithProviders, testQueryClient } from '../test/render.tsx'
import { NOT_AUTHORIZED, PrivateRoute } from './private-route.tsx'

function renderGuarded(
  route: string,
  authorities: Authority[],
  account: typeof userAccount | null | undefined,
) {
  const queryClient = testQueryClient()
  if (account !== undefined) queryClient.setQueryData(sessionKey, account)
  return renderWithProviders(
    <Routes>
      <Route element={<PrivateRoute authorities={authorities} />}>
        <Route path="/admin/metrics" element={<h1>Metrics</h1>} />
        <Route path="/user-jobs" element={<h1>Job Summary</h1>} />
      </Route>
      <Route path="/login" element={<LocationProbe />} />
    </Routes>,
    { route, queryClient },
  )
}

describe('PrivateRoute', () => {
  it('sends an unauthenticated visitor to /login with where they were going', () => {
    renderGuarded('/admin/metrics?range=7d', ['ROLE_ADMIN'], null)
    expect(screen.getByTestId('location').textContent).toBe('/login?from=%2Fadmin%2Fmetrics%3Frange%3D7d')
  })

  it('refuses a signed-in user without the authority', () => {
    renderGuarded('/admin/metrics', ['ROLE_ADMIN'], userAccount)
    expect(screen.getByText(NOT_AUTHORIZED)).toBeTruthy()
    expect(NOT_AUTHORIZED).toBe('You are not authorized to access this page.')
    expect(screen.queryByText('Metrics')).toBeNull()
  })

  it('lets a user with one of the authorities in', () => {
    renderGuarded('/admin/metrics', ['ROLE_ADMIN'], adminAccount)
    expect(screen.getByRole('heading', { name: 'Metrics' })).toBeTruthy()
  })

  it('an empty list admits any signed-in user', () => {
    renderGuarded('/user-jobs', [], userAccount)
    expect(screen.getByRole('heading', { name: 'Job Summary' })).toBeTruthy()
  })

  it('shows a spinner while the session is unknown', () => {
    renderGuarded('/user-jobs', ['ROLE_USER'], undefined)
    expect(screen.getByRole('status')).toBeTruthy()
  })
})
