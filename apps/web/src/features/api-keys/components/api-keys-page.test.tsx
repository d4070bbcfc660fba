import { apiKeyMessages } from '@herald/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../../test/mock-api.ts'
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx'
import { ApiKeysPage } from './api-keys-page.tsx'

const failure = (status: number) =>
  jsonResponse({ status, title: 'Error', message: 'Something broke' }, { status })
const noKey = () => jsonResponse(null)
const info = {
  keyId: 'AbCdEf123456',
  createdDate: '2026-11-20T09:30:00.000Z',
  active: true,
  lastUsedDate: null,
}
const secret = `herald_${'x'.repeat(43)}`

function renderPage() {
  return renderWithProviders(<ApiKeysPage />, { route: '/api-keys' })
}

describe('ApiKeysPage', () => {
  it('offers to generate a key when there is none, without an error toast for the 404', async () => {
    mockApi({ 'GET /api/api-key': noKey })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'No API key' })).toBeTruthy()
    expect(screen.queryByText(apiKeyMessages.loadFailed)).toBeNull()
    expect(screen.queryByText('Not found')).toBeNull()
  })

  it('shows the new secret once, masked, with the key info', async () => {
    const user = userEvent.setup()
    mockApi({
      'GET /api/api-key': noKey,
      'POST /api/api-key': () => jsonResponse({ ...info, keySecret: secret }, { status: 201 }),
    })
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Generate' }))
    expect(await screen.findByText(apiKeyMessages.generated)).toBeTruthy()
    const field = screen.getByLabelText('API key') as HTMLInputElement
    expect(field.value).toBe(secret)
    expect(field.type).toBe('password')
    await user.click(screen.getByRole('button', { name: 'Show or hide API key' }))
    expect(field.type).toBe('text')
    const details = screen.getByRole('table')
    expect(within(details).getByText('AbCdEf123456')).toBeTruthy()
    expect(within(details).getByText('Active')).toBeTruthy()
    expect(within(details).getByText('Never')).toBeTruthy()
  })

  it('shows only the info of an existing key, and deletes it after the spec confirmation', async () => {
    const user = userEvent.setup()
    const calls = mockApi({
      'GET /api/api-key': () => jsonResponse({ ...info, active: false }),
      'DELETE /api/api-key': () => new Response(null, { status: 204 }),
    })
    renderPage()
    expect(await screen.findByText('Inactive')).toBeTruthy()
    expect(screen.queryByLabelText('API key')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete API key' })
    expect(within(dialog).getByText(apiKeyMessages.confirmDelete)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(apiKeyMessages.deleted)).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'No API key' })).toBeTruthy()
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1)
  })

  it('uses the spec texts when a call fails', async () => {
    const user = userEvent.setup()
    mockApi({
      'GET /api/api-key': () => jsonResponse(info),
      'POST /api/api-key': () => failure(500),
      'DELETE /api/api-key': () => failure(500),
    })
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Regenerate' }))
    const regenerate = await screen.findByRole('dialog', { name: 'Regenerate API key' })
    await user.click(within(regenerate).getByRole('button', { name: 'Regenerate' }))
    expect(await screen.findByText(apiKeyMessages.generateFailed)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const remove = await screen.findByRole('dialog', { name: 'Delete API key' })
    await user.click(within(remove).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(apiKeyMessages.deleteFailed)).toBeTruthy()
  })

  it('says when the key information could not be loaded', async () => {
    mockApi({ 'GET /api/api-key': () => failure(500) })
    renderPage()
    expect(await screen.findByText(apiKeyMessages.loadFailed)).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
