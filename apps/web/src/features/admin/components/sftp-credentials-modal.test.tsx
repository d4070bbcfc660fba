import { sftpMessages, type AdminSftpStatus, type AdminUser } from '@herald/contracts'
import { notifications } from '@mantine/notifications'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { userAccount } from '../../../test/fixtures.ts'
import { mockApi } from '../../../test/mock-api.ts'
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx'
import { SftpCredentialsModal } from './sftp-credentials-modal.tsx'

afterEach(() => {
  notifications.clean()
  vi.restoreAllMocks()
})

const premium: AdminUser = {
  ...userAccount,
  id: 'u7',
  email: 'ann@example.com',
  subscriptionType: 'PREMIUM',
  trialEndsAt: new Date().toISOString(),
  lastSignInAt: null,
  deactivated: false,
  adminByConfiguration: false,
  jobCount: 2,
}
const path = '/api/admin/users/u7/sftp-credentials'
const issued = {
  host: 'files.example.com',
  port: 2222,
  username: 'ann-3f9a1c',
  authentication: 'PASSWORD',
  issuedAt: '2026-11-25T10:00:00.000Z',
} as const

/** The server as far as this dialog knows it: a status that issuing and revoking change. */
function sftpServer(initial: AdminSftpStatus) {
  let status = initial
  return mockApi({
    [`GET ${path}`]: () => jsonResponse(status),
    [`POST ${path}`]: ({ body }) => {
      const key = (body as { publicKey?: string }).publicKey
      status = { enabled: true, credentials: { ...issued, authentication: key ? 'PUBLIC_KEY' : 'PASSWORD' } }
      const { issuedAt: _, ...access } = status.credentials!
      return jsonResponse({ ...access, password: key ? null : 'Pa55word-Pa55word-Pa55wo' }, { status: 201 })
    },
    [`DELETE ${path}`]: () => {
      status = { enabled: true, credentials: null }
      return new Response(null, { status: 204 })
    },
  })
}

const renderModal = (user: AdminUser, onClose = vi.fn()) => {
  renderWithProviders(<SftpCredentialsModal user={user} onClose={onClose} />)
  return onClose
}

describe('the admin’s SFTP access dialog', { timeout: 20_000 }, () => {
  it('issues a password and shows host, port, user name and password once, each with a copy button', async () => {
    const user = userEvent.setup()
    const calls = sftpServer({ enabled: true, credentials: null })
    const onClose = renderModal(premium)
    expect(await screen.findByText('This account has no SFTP credentials.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Issue credentials' }))
    expect(await screen.findByText('Shown once')).toBeTruthy()
    expect(screen.getByText(sftpMessages.shownOnce)).toBeTruthy()
    const list = screen.getByRole('list', { name: 'SFTP credentials' })
    for (const value of ['files.example.com', '2222', 'ann-3f9a1c', 'Pa55word-Pa55word-Pa55wo']) {
      expect(within(list).getByText(value)).toBeTruthy()
    }
    for (const label of ['host', 'port', 'user name', 'password']) {
      expect(within(list).getByRole('button', { name: `Copy ${label}` })).toBeTruthy()
    }
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{}])
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(onClose).toHaveBeenCalled()
  })

  it('takes a public key instead, and then shows no password', async () => {
    const user = userEvent.setup()
    const calls = sftpServer({ enabled: true, credentials: null })
    renderModal(premium)
    await user.click(await screen.findByText('SSH public key'))
    await user.type(screen.getByRole('textbox', { name: /SSH public key/ }), 'ssh-ed25519 AAAAC3 ann@laptop')
    await user.click(screen.getByRole('button', { name: 'Issue credentials' }))
    expect(await screen.findByText('Signs in with the SSH key')).toBeTruthy()
    expect(screen.queryByText('Shown once')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Copy password' })).toBeNull()
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { publicKey: 'ssh-ed25519 AAAAC3 ann@laptop' },
    ])
  })

  it('revokes existing credentials after a confirmation', async () => {
    const user = userEvent.setup()
    const calls = sftpServer({ enabled: true, credentials: issued })
    renderModal(premium)
    expect(await screen.findByText('ann-3f9a1c')).toBeTruthy()
    expect(screen.getByText(/signs in with a password/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Replace credentials' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Revoke' }))
    const confirm = await screen.findByRole('dialog', { name: 'Revoke SFTP access?' })
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }))
    expect(await screen.findByText('This account has no SFTP credentials.')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1)
  })

  it('disables issuing for Standard and trial accounts, saying why; revoking stays possible', async () => {
    for (const [plan, label] of [
      ['STANDARD', 'Standard'],
      ['FREE_TRIAL', 'Free trial'],
    ] as const) {
      const calls = sftpServer({ enabled: true, credentials: plan === 'STANDARD' ? issued : null })
      const { unmount } = renderWithProviders(
        <SftpCredentialsModal user={{ ...premium, subscriptionType: plan }} onClose={vi.fn()} />,
      )
      expect(await screen.findByText(new RegExp(`^${label} accounts cannot use SFTP`))).toBeTruthy()
      const issue = screen.getByRole('button', { name: /(Issue|Replace) credentials/ })
      expect((issue as HTMLButtonElement).disabled).toBe(true)
      expect(screen.queryAllByRole('button', { name: 'Revoke' })).toHaveLength(plan === 'STANDARD' ? 1 : 0)
      expect(calls.some((c) => c.method === 'POST')).toBe(false)
      unmount()
      vi.restoreAllMocks()
    }
  })

  it('says when SFTP is off on this server', async () => {
    sftpServer({ enabled: false, credentials: null })
    renderModal(premium)
    expect(await screen.findByText(sftpMessages.disabled)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Issue credentials' })).toBeNull()
  })
})
