import { passwordMessages } from '@herald/contracts'
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx'
import { ResetFinishPage } from './reset-finish-page.tsx'

function expectInvalid(message: string) {
  expect(screen.getByText(message)).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Request New Reset Link' }).getAttribute('href')).toBe(
    '/reset/init',
  )
  expect(screen.queryByLabelText('New password')).toBeNull()
}

describe('ResetFinishPage', () => {
  it('without a token there is no reset session', () => {
    renderWithProviders(<ResetFinishPage />, { route: '/reset/finish' })
    expectInvalid(passwordMessages.noResetSession)
  })

  it('a link the server marked bad is invalid', () => {
    renderWithProviders(<ResetFinishPage />, { route: '/reset/finish?error=INVALID_TOKEN' })
    expectInvalid(passwordMessages.resetLinkInvalid)
  })

  it('verifies first, then reports an expired session', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ valid: false, reason: 'expired' }))
    renderWithProviders(<ResetFinishPage />, { route: '/reset/finish?token=abc' })
    expect(screen.getByText('Verifying your reset session...')).toBeTruthy()
    expect(await screen.findByText(passwordMessages.resetSessionExpired)).toBeTruthy()
    expectInvalid(passwordMessages.resetSessionExpired)
  })

  it('reports an invalid token', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ valid: false, reason: 'invalid' }))
    renderWithProviders(<ResetFinishPage />, { route: '/reset/finish?token=abc' })
    expect(await screen.findByText(passwordMessages.resetLinkInvalid)).toBeTruthy()
  })

  it('shows the form for a valid token', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ valid: true }))
    renderWithProviders(<ResetFinishPage />, { route: '/reset/finish?token=a%2Bb' })
    expect(await screen.findByLabelText('New password')).toBeTruthy()
    expect(screen.getByLabelText('Confirm New Password')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeTruthy()
    // The token goes in a POST body, never in the URL of the API call (logs and proxies keep URLs).
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(String(url)).toBe('/api/account/reset-password/check')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'a+b' })
  })
})
