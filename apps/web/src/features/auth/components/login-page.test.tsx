import { authMessages } from '@herald/contracts'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { profileQuery } from '../../../lib/profile.ts'
import { sessionKey } from '../../../lib/session.ts'
import { devProfile } from '../../../test/fixtures.ts'
import { jsonResponse, renderWithProviders, testQueryClient } from '../../../test/render.tsx'
import { TURNSTILE_SCRIPT } from '../lib/load-turnstile.ts'
import { LoginPage } from './login-page.tsx'

function renderLogin(profile = devProfile) {
  const queryClient = testQueryClient()
  queryClient.setQueryData(sessionKey, null)
  queryClient.setQueryData(profileQuery.queryKey, profile)
  return renderWithProviders(<LoginPage />, { route: '/login', queryClient })
}

describe('LoginPage', () => {
  beforeEach(() => {
    for (const script of document.head.querySelectorAll('script')) script.remove()
  })

  it('validates the email on first touch', async () => {
    const user = userEvent.setup()
    renderLogin()
    const email = screen.getByLabelText('Email')
    await user.click(email)
    await user.tab()
    expect(await screen.findByText(authMessages.emailRequired)).toBeTruthy()
    await user.type(email, 'ab')
    expect(await screen.findByText(authMessages.emailMin)).toBeTruthy()
    await user.clear(email)
    await user.type(email, 'not-an-email')
    expect(await screen.findByText(authMessages.emailInvalid)).toBeTruthy()
  })

  it('sends the code, then reveals the 6-digit code step', async () => {
    const user = userEvent.setup()
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ success: true }))
    renderLogin()
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send me 6-digit code' }))

    expect(await screen.findByText(authMessages.codeSent)).toBeTruthy()
    const code = screen.getByLabelText('6-digit code')
    expect(code.getAttribute('maxlength')).toBe('6')
    expect(code.getAttribute('inputmode')).toBe('numeric')
    expect(screen.getByRole('button', { name: 'Verify code' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Send me 6-digit code' })).toBeNull()

    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(String(url)).toBe('/api/auth/email-otp/send-verification-otp')
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', type: 'sign-in' })
  })

  it('asks for the code before verifying', async () => {
    const user = userEvent.setup()
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ success: true }))
    renderLogin()
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send me 6-digit code' }))
    await user.click(await screen.findByRole('button', { name: 'Verify code' }))
    expect(await screen.findByText(authMessages.codeRequired)).toBeTruthy()
  })

  it('shows the server text when the code is refused', async () => {
    const user = userEvent.setup()
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse({ success: true }))
      .mockResolvedValueOnce(
        jsonResponse(
          { status: 401, title: 'Unauthorized', message: authMessages.signInFailed },
          { status: 401 },
        ),
      )
    renderLogin()
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send me 6-digit code' }))
    await user.type(await screen.findByLabelText('6-digit code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify code' }))
    expect(await screen.findByText(authMessages.signInFailed)).toBeTruthy()
  })

  it('says when the code is used up, and sends a new one on request', async () => {
    const user = userEvent.setup()
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse({ success: true }))
      .mockResolvedValueOnce(
        jsonResponse(
          { status: 403, title: 'Forbidden', message: authMessages.codeUsedUp, detail: 'TOO_MANY_ATTEMPTS' },
          { status: 403 },
        ),
      )
      .mockResolvedValueOnce(jsonResponse({ success: true }))
    renderLogin()
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send me 6-digit code' }))
    await user.type(await screen.findByLabelText('6-digit code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify code' }))

    expect(await screen.findByText(authMessages.codeUsedUp)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Verify code' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Send a new code' }))

    expect(await screen.findByText(authMessages.newCodeSent)).toBeTruthy()
    expect(screen.queryByText(authMessages.codeUsedUp)).toBeNull()
    expect((screen.getByLabelText('6-digit code') as HTMLInputElement).value).toBe('')
    expect(screen.getByRole('button', { name: 'Verify code' })).toBeTruthy()
    const [url, init] = fetchMock.mock.calls[2] ?? []
    expect(String(url)).toBe('/api/auth/email-otp/send-verification-otp')
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', type: 'sign-in' })
  })

  it('links to the dev mailbox when the server has one, and shows provider errors from the URL', () => {
    const queryClient = testQueryClient()
    queryClient.setQueryData(sessionKey, null)
    queryClient.setQueryData(profileQuery.queryKey, devProfile)
    renderWithProviders(<LoginPage />, { route: '/login?error=access_denied', queryClient })
    expect(screen.getByRole('link', { name: 'Open the dev mailbox' }).getAttribute('href')).toBe(
      '/dev/mailbox',
    )
    expect(screen.getByText('Authentication was cancelled or denied')).toBeTruthy()
  })

  it('loads no captcha script when the server has no captcha', () => {
    renderLogin()
    expect(document.querySelector(`script[src="${TURNSTILE_SCRIPT}"]`)).toBeNull()
    expect(screen.queryByTestId('captcha')).toBeNull()
    expect(screen.getByRole('button', { name: 'Send me 6-digit code' }).hasAttribute('disabled')).toBe(false)
  })

  it('with a captcha, loads Turnstile and keeps the button disabled until a token exists', async () => {
    renderLogin({ ...devProfile, captchaSiteKey: 'site-key' })
    expect(await screen.findByTestId('captcha')).toBeTruthy()
    expect(document.querySelector(`script[src="${TURNSTILE_SCRIPT}"]`)).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Send me 6-digit code' }).hasAttribute('disabled')).toBe(true)
  })
})
