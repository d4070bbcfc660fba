import { emailConfigMessages, senderMessages } from '@herald/contracts'
import { notifications } from '@mantine/notifications'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../../../test/render.tsx'
import { checked, posts, renderStep, savedConfig, senderField } from './email-step-fixtures.tsx'

afterEach(() => notifications.clean())

describe('Step 3 sender verification', { timeout: 20_000 }, () => {
  it('reads the sender status on load and after a changed sender loses focus', async () => {
    const user = userEvent.setup()
    const { calls } = renderStep(
      { config: { ...savedConfig, isEmailVerified: false, dmarcStatus: 'unknown' } },
      {
        'POST /api/email/verify-email': ({ body }) =>
          jsonResponse({
            ...checked,
            dmarcCompliant: (body as { email: string }).email === 'reports@example.com' ? true : false,
          }),
      },
    )
    expect(await screen.findByText('DMARC compliant')).toBeTruthy()
    expect(screen.getByText('Verified')).toBeTruthy()
    expect(screen.getByText('DKIM verified')).toBeTruthy()
    await user.clear(senderField())
    await user.type(senderField(), 'Ops <ops@example.com>')
    expect(screen.getByText('Not verified')).toBeTruthy()
    expect(screen.getByText('DMARC unknown')).toBeTruthy()
    expect(screen.queryByText(/^DKIM /)).toBeNull()
    await user.tab()
    expect(await screen.findByText('DMARC non-compliant')).toBeTruthy()
    expect(screen.getByText('DKIM verified')).toBeTruthy()
    expect(posts(calls, '/api/email/verify-email')).toEqual([
      { email: 'reports@example.com', sendVerificationEmail: false },
      { email: 'ops@example.com', sendVerificationEmail: false },
    ])
  })

  it('shows a new job’s default sender as the server’s own address, DMARC unknown in gray', async () => {
    const own = 'Herald <herald@herald.localhost>'
    renderStep(
      {
        config: {
          ...savedConfig,
          fromEmail: own,
          isEmailVerified: false,
          serverSender: true,
          dmarcStatus: 'unknown',
        },
      },
      {
        'POST /api/email/verify-email': () =>
          jsonResponse({
            verified: false,
            serverSender: true,
            dmarcCompliant: null,
            message: senderMessages.serverSender,
            dmarcMessage: senderMessages.dmarcUnknown('herald.localhost'),
            dkim: 'none',
          }),
      },
    )
    expect(await screen.findByText('Herald’s own address')).toBeTruthy()
    expect(screen.queryByText('Not verified')).toBeNull()
    expect(screen.queryByText('DMARC non-compliant')).toBeNull()
    expect(screen.getByText('DMARC unknown')).toBeTruthy()
  })

  it('leaves DMARC unknown when the status cannot be read', async () => {
    renderStep(
      {},
      { 'POST /api/email/verify-email': () => jsonResponse({ message: 'Mail is down' }, { status: 500 }) },
    )
    expect(await screen.findByText('DMARC unknown')).toBeTruthy()
    expect(screen.getByText('Verified')).toBeTruthy()
    expect(screen.queryByText('Mail is down')).toBeNull()
  })

  it('sends a verification link, shows what the server says, and resets when the sender changes', async () => {
    const user = userEvent.setup()
    const { calls } = renderStep(
      { config: { ...savedConfig, fromEmail: '', isEmailVerified: false, dmarcStatus: 'unknown' } },
      {
        'POST /api/email/verify-email': () =>
          jsonResponse({
            verified: true,
            serverSender: false,
            dmarcCompliant: false,
            message: 'Verification email sent to ops@example.com',
            dmarcMessage: 'example.com has no DMARC record',
            dkim: 'none',
          }),
      },
    )
    const verify = await screen.findByRole('button', { name: 'Verify This Email' })
    await user.click(verify)
    expect(await screen.findByText(emailConfigMessages.senderRequired)).toBeTruthy()
    await user.type(senderField(), 'ops@')
    await user.click(verify)
    expect(await screen.findAllByText(emailConfigMessages.senderInvalid)).toHaveLength(2)
    expect(posts(calls, '/api/email/verify-email')).toHaveLength(0)

    await user.type(senderField(), 'example.com')
    await user.click(verify)
    expect(await screen.findByText('Verification email sent to ops@example.com')).toBeTruthy()
    expect(screen.getByText('example.com has no DMARC record')).toBeTruthy()
    expect(screen.getByText('Verified')).toBeTruthy()
    expect(screen.getByText('DMARC non-compliant')).toBeTruthy()
    expect(screen.getByText('DKIM not set up')).toBeTruthy()
    expect(posts(calls, '/api/email/verify-email')).toContainEqual({
      email: 'ops@example.com',
      sendVerificationEmail: true,
    })

    await user.type(senderField(), 'x')
    expect(screen.getByText('Not verified')).toBeTruthy()
    expect(screen.getByText('DMARC unknown')).toBeTruthy()
  })

  it('says when the verification cannot be sent', async () => {
    const user = userEvent.setup()
    renderStep({}, { 'POST /api/email/verify-email': () => jsonResponse({}, { status: 500 }) })
    await user.click(await screen.findByRole('button', { name: 'Verify This Email' }))
    expect(await screen.findByText('Failed to verify email')).toBeTruthy()
  })
})
