import { accountSessionMessages, type AccountSession } from '@herald/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../../test/mock-api.ts'
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx'
import { SessionsSection } from './sessions-section.tsx'

const session = (id: string, fields: Partial<AccountSession> = {}): AccountSession => ({
  id,
  device: 'Chrome 140 on Linux',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0',
  address: '203.0.113.7',
  createdDate: '2026-11-20T09:30:00.000Z',
  lastSeenDate: '2026-11-28T10:00:00.000Z',
  expiresDate: '2026-12-05T10:00:00.000Z',
  current: false,
  ...fields,
})

describe('SessionsSection', () => {
  it('lists each session with its device and address, this device marked and without Revoke', async () => {
    mockApi({
      'GET /api/account/sessions': () =>
        jsonResponse([
          session('this', { current: true }),
          session('phone', { device: 'Firefox 141 on Android 14 (mobile)', address: '198.51.100.4' }),
        ]),
    })
    renderWithProviders(<SessionsSection />)
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' })
    const [mine, phone] = within(list).getAllByRole('listitem')
    expect(within(mine!).getByText('This device')).toBeTruthy()
    expect(within(mine!).queryByRole('button', { name: /Revoke/ })).toBeNull()
    expect(within(phone!).getByText('Firefox 141 on Android 14 (mobile)')).toBeTruthy()
    expect(within(phone!).getByText(/198\.51\.100\.4 · Signed in/)).toBeTruthy()
    expect(within(phone!).getByRole('button', { name: /^Revoke Firefox/ })).toBeTruthy()
  })

  it('revokes a session after asking, then reads the list again', async () => {
    const user = userEvent.setup()
    let listed = [session('this', { current: true }), session('old')]
    const calls = mockApi({
      'GET /api/account/sessions': () => jsonResponse(listed),
      'DELETE /api/account/sessions/old': () => {
        listed = listed.filter((s) => s.id !== 'old')
        return new Response(null, { status: 204 })
      },
    })
    renderWithProviders(<SessionsSection />)
    await user.click(await screen.findByRole('button', { name: /^Revoke Chrome/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Revoke session' })
    expect(
      within(dialog).getByText(new RegExp(accountSessionMessages.confirmRevoke.slice(0, 20))),
    ).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }))
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1))
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      '/api/account/sessions/old',
    ])
    expect(await screen.findByText(accountSessionMessages.revoked)).toBeTruthy()
  })

  it('signs out everywhere else, and offers it only when another session exists', async () => {
    const user = userEvent.setup()
    let listed = [session('this', { current: true }), session('a'), session('b')]
    mockApi({
      'GET /api/account/sessions': () => jsonResponse(listed),
      'POST /api/account/sessions/revoke-others': () => {
        listed = listed.filter((s) => s.current)
        return jsonResponse({ revoked: 2 })
      },
    })
    renderWithProviders(<SessionsSection />)
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else' })
    await user.click(within(dialog).getByRole('button', { name: 'Sign out others' }))
    expect(await screen.findByText(accountSessionMessages.othersRevoked(2))).toBeTruthy()
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1))
    const button = screen.getByRole('button', { name: 'Sign out everywhere else' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
  })

  it('says when a session is already gone', async () => {
    const user = userEvent.setup()
    mockApi({
      'GET /api/account/sessions': () => jsonResponse([session('this', { current: true }), session('gone')]),
      'DELETE /api/account/sessions/gone': () =>
        jsonResponse(
          { status: 404, title: 'Not Found', message: accountSessionMessages.notFound },
          { status: 404 },
        ),
    })
    renderWithProviders(<SessionsSection />)
    await user.click(await screen.findByRole('button', { name: /^Revoke Chrome/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Revoke session' })
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }))
    expect(await within(dialog).findByText(accountSessionMessages.notFound)).toBeTruthy()
  })
})
