import type { Account, DestinationView } from '@herald/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { sessionKey } from '../../../../../../lib/session.ts'
import { userAccount } from '../../../../../../test/fixtures.ts'
import { jsonResponse, renderWithProviders, testQueryClient } from '../../../../../../test/render.tsx'
import { mockApi } from '../../../../testing/job-fixtures.ts'
import { DestinationsSection } from './destinations-section.tsx'

const slack: DestinationView = {
  id: 3,
  type: 'SLACK',
  label: 'Slack #finance',
  settings: { channel: '#finance', message: '' },
  createdAt: '2026-11-28T10:00:00.000Z',
}

function render(plan: Account['subscriptionType'], listed: DestinationView[], routes = {}) {
  const calls = mockApi({ 'GET /api/user-jobs/7/destinations': () => jsonResponse(listed), ...routes })
  const queryClient = testQueryClient()
  queryClient.setQueryData(sessionKey, { ...userAccount, subscriptionType: plan })
  renderWithProviders(<DestinationsSection jobId={7} />, { queryClient })
  return calls
}

describe('DestinationsSection', () => {
  it('adds a webhook, shows its signing secret once, and checks a Slack token before sending it', async () => {
    const user = userEvent.setup()
    const secret = 'whsec_c2VjcmV0LXNpZ25pbmcta2V5LWZvci10ZXN0cy0wMTIzNDU2Nzg5'
    const created = { ...slack, id: 4, type: 'WEBHOOK', label: 'Webhook hooks.example.com', secret }
    const calls = render('PREMIUM', [slack], {
      'POST /api/user-jobs/7/destinations': () => jsonResponse(created, { status: 201 }),
    })
    expect(await screen.findByText('Slack #finance')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Add destination' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a destination' })
    await user.type(within(dialog).getByLabelText('Bot token'), 'not-a-token')
    await user.type(within(dialog).getByLabelText('Channel'), '#finance')
    await user.click(within(dialog).getByRole('button', { name: 'Add destination' }))
    expect(await within(dialog).findByText('Enter a Slack bot token (it begins with xoxb-).')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST')).toEqual([])

    await user.click(within(dialog).getByText('Webhook'))
    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'https://hooks.example.com/herald')
    await user.click(within(dialog).getByRole('button', { name: 'Add destination' }))
    expect(await screen.findByText(secret)).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      type: 'WEBHOOK',
      url: 'https://hooks.example.com/herald',
    })
  })

  it('sends a test and says what the service answered', async () => {
    const user = userEvent.setup()
    const calls = render('ENTERPRISE', [slack], {
      'POST /api/user-jobs/7/destinations/3/test': () =>
        jsonResponse({ message: 'Test sent to Slack #finance.' }),
    })
    await user.click(await screen.findByRole('button', { name: 'Send a test' }))
    expect(await screen.findByText('Test sent to Slack #finance.')).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith('/destinations/3/test'))).toBe(
      true,
    )
  })

  it('tells a Standard account that destinations need Premium, and offers no button', async () => {
    render('STANDARD', [])
    expect(
      await screen.findByText(
        'Destinations other than email are available on the Premium and Enterprise plans. Upgrade to Premium.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add destination' })).toBeNull()
  })
})
