import { billingMessages, type ProductUsage } from '@herald/contracts'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sessionKey } from '../../../lib/session.ts'
import { adminAccount, userAccount } from '../../../test/fixtures.ts'
import { mockApi } from '../../../test/mock-api.ts'
import { jsonResponse, renderWithProviders, testQueryClient } from '../../../test/render.tsx'
import { BillingPage } from './billing-page.tsx'

const zero = { jobs: 0, runs: 0, files: 0, emails: 0, storageBytes: 0 }

function usage(change: Partial<ProductUsage> = {}): ProductUsage {
  return {
    plan: 'FREE_TRIAL',
    daysRemaining: 4,
    canCreateJobs: true,
    month: '2026-11',
    totals: zero,
    days: [{ date: '2026-11-01', ...zero }],
    billing: {
      enabled: false,
      hasCustomer: false,
      planEndsAt: null,
      cancelsAtPeriodEnd: false,
      paymentFailedAt: null,
      paymentFailure: null,
    },
    ...change,
  }
}

/** The first render loads Mantine and the page: give a busy machine time. */
const LOADED = { timeout: 10_000 }
const renderPage = (account = userAccount) => {
  const queryClient = testQueryClient()
  queryClient.setQueryData(sessionKey, account)
  return renderWithProviders(<BillingPage />, { route: '/account/billing', queryClient })
}
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

describe('BillingPage', { timeout: 20_000 }, () => {
  it('shows the trial, its days remaining, and that the administrator sets plans without Stripe', async () => {
    mockApi({ 'GET /api/product-usage/': () => jsonResponse(usage()) })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Free trial' }, LOADED)).toBeTruthy()
    expect(screen.getByText('4 free days remaining')).toBeTruthy()
    expect(screen.getByText(billingMessages.setByAdministrator)).toBeTruthy()
    expect(screen.getByText(/^Nothing has run this month yet/)).toBeTruthy()
    for (const plan of ['Standard', 'Premium', 'Prepaid'])
      expect(button(`Choose ${plan}`).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull()
  })

  it('tells an administrator where plans are set and how to take card payments, not to ask an administrator', async () => {
    mockApi({ 'GET /api/product-usage/': () => jsonResponse(usage()) })
    renderPage(adminAccount)
    expect(await screen.findByText(billingMessages.setByYou, {}, LOADED)).toBeTruthy()
    expect(screen.queryByText(billingMessages.setByAdministrator)).toBeNull()
    expect(screen.queryByText(/Contact your administrator|Ask your administrator/)).toBeNull()
    expect(screen.getByText('Set plans under Admin → Users.')).toBeTruthy()
  })

  it('shows a paid plan with its end date, a failed payment, the usage figures and Manage billing', async () => {
    const totals = { jobs: 2, runs: 5, files: 12, emails: 11, storageBytes: 1_572_864 }
    mockApi({
      'GET /api/product-usage/': () =>
        jsonResponse(
          usage({
            plan: 'PREMIUM',
            daysRemaining: 365,
            totals,
            days: [{ date: '2026-11-01', ...totals }],
            billing: {
              enabled: true,
              hasCustomer: true,
              planEndsAt: '2026-12-24T10:00:00.000Z',
              cancelsAtPeriodEnd: false,
              paymentFailedAt: '2026-11-24T10:00:00.000Z',
              paymentFailure: 'The payment of USD 100.00 failed. Update your card in Manage billing.',
            },
          }),
        ),
    })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Premium' }, LOADED)).toBeTruthy()
    expect(screen.getByText(/^Paid until /)).toBeTruthy()
    expect(within(screen.getByRole('alert')).getByText(/^The payment of USD 100\.00 failed/)).toBeTruthy()
    expect(screen.getByText('1.5 MB')).toBeTruthy()
    expect(screen.getByText('12')).toBeTruthy()
    expect(button('Manage billing').disabled).toBe(false)
    expect(button('Your current plan').disabled).toBe(true)
    expect(button('Choose Standard').disabled).toBe(false)
    expect(screen.queryByText(billingMessages.setByAdministrator)).toBeNull()
  })
})
