import { authMessages } from '@herald/contracts'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { profileQuery } from '../../../lib/profile.ts'
import { sessionKey } from '../../../lib/session.ts'
import { devProfile } from '../../../test/fixtures.ts'
import { jsonResponse, renderWithProviders, testQueryClient } from '../../../test/render.tsx'
import { RegisterPage } from './register-page.tsx'

function renderRegister() {
  const queryClient = testQueryClient()
  queryClient.setQueryData(sessionKey, null)
  queryClient.setQueryData(profileQuery.queryKey, devProfile)
  return renderWithProviders(<RegisterPage />, { route: '/register', queryClient })
}

describe('RegisterPage', () => {
  it('shows the heading, the trial line and the placeholder', () => {
    renderRegister()
    expect(
      screen.getByText('Automate your Power BI and Tableau report distribution in minutes!'),
    ).toBeTruthy()
    expect(screen.getByText('7-day free trial, No credit card needed')).toBeTruthy()
    expect(screen.getByLabelText('First name').getAttribute('placeholder')).toBe('Your Name')
    expect(screen.getByRole('link', { name: 'End User License Agreement' })).toBeTruthy()
  })

  it('validates first name and email on first touch', async () => {
    const user = userEvent.setup()
    renderRegister()
    await user.click(screen.getByLabelText('First name'))
    await user.tab()
    expect(await screen.findByText(authMessages.firstNameRequired)).toBeTruthy()
    await user.type(screen.getByLabelText('Email'), 'a@b')
    await user.tab()
    expect(await screen.findByText(authMessages.emailMin)).toBeTruthy()
  })

  it('registers, says the activation link was sent and offers Go to Login', async () => {
    const user = userEvent.setup()
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ message: authMessages.activationSent }, { status: 201 }))
    renderRegister()
    await user.type(screen.getByLabelText('First name'), 'Ada')
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByText(authMessages.activationSent)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login')
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      firstName: 'Ada',
      email: 'ada@example.com',
      langKey: 'en',
    })
  })

  it('shows the server text of a refused sign-up', async () => {
    const user = userEvent.setup()
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ status: 400, title: 'Bad Request', message: authMessages.emailExists }, { status: 400 }),
    )
    renderRegister()
    await user.type(screen.getByLabelText('First name'), 'Ada')
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByText(authMessages.emailExists)).toBeTruthy()
  })
})
