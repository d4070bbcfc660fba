import { notificationMessages } from '@herald/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../../test/mock-api.ts'
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx'
import { NotificationsPage } from './notifications-page.tsx'

const failure = (status: number) =>
  jsonResponse({ status, title: 'Error', message: 'Something broke' }, { status })

function renderPage() {
  return renderWithProviders(<NotificationsPage />, { route: '/account/notifications' })
}

async function add(email: string) {
  const user = userEvent.setup()
  const input = screen.getByRole('textbox', { name: 'Email address' })
  await user.clear(input)
  if (email) await user.type(input, email)
  await user.click(screen.getByRole('button', { name: 'Add' }))
}

describe('NotificationsPage', () => {
  it('explains who is notified and lists the saved recipients', async () => {
    mockApi({ 'GET /api/notifications': () => jsonResponse(['ops@example.com', 'ada@example.com']) })
    renderPage()
    const list = await screen.findByRole('list', { name: 'Notification recipients' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ops@example.com', 'ada@example.com'])
    expect(screen.getByText(/When a job run fails or a report email cannot be delivered/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('says nobody is notified yet when the list is empty', async () => {
    mockApi({ 'GET /api/notifications': () => jsonResponse([]) })
    renderPage()
    expect(await screen.findByText(/^Nobody is notified yet\./)).toBeTruthy()
  })

  it('checks an address before adding it', async () => {
    mockApi({ 'GET /api/notifications': () => jsonResponse(['ops@example.com']) })
    renderPage()
    await screen.findByText('ops@example.com')
    await add('')
    expect(await screen.findByText('Enter an email address.')).toBeTruthy()
    await add('not-an-email')
    expect(await screen.findByText(/^Invalid email format in Notification email: not-an-email/)).toBeTruthy()
    await add('OPS@example.com')
    expect(await screen.findByText(notificationMessages.duplicate('OPS@example.com'))).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
  })

  it('adds and removes addresses, then saves the list', async () => {
    const user = userEvent.setup()
    const calls = mockApi({
      'GET /api/notifications': () => jsonResponse(['ops@example.com']),
      'POST /api/notifications': ({ body }) => jsonResponse(body),
    })
    renderPage()
    await screen.findByText('ops@example.com')
    await add('  ada@example.com ')
    expect(await screen.findByText('ada@example.com')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Remove ops@example.com' }))
    expect(screen.queryByText('ops@example.com')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(notificationMessages.saved)).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual(['ada@example.com'])
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true),
    )
  })

  it('says when the list could not be saved', async () => {
    const user = userEvent.setup()
    mockApi({
      'GET /api/notifications': () => jsonResponse([]),
      'POST /api/notifications': () => failure(400),
    })
    renderPage()
    await screen.findByText(/^Nobody is notified yet\./)
    await add('ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(notificationMessages.saveFailed)).toBeTruthy()
    expect(screen.getByText('ada@example.com')).toBeTruthy()
  })

  it('says when the list could not be loaded', async () => {
    mockApi({ 'GET /api/notifications': () => failure(500) })
    renderPage()
    expect(await screen.findByText(notificationMessages.loadFailed)).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
