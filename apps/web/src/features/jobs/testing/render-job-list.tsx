import type { Account } from '@herald/contracts'
import { screen } from '@testing-library/react'
import { profileQuery } from '../../../lib/profile.ts'
import { sessionKey } from '../../../lib/session.ts'
import { devProfile, userAccount } from '../../../test/fixtures.ts'
import { renderWithProviders, testQueryClient } from '../../../test/render.tsx'
import { JobListPage } from '../components/list/job-list-page.tsx'

export const paidAccount: Account = { ...userAccount, subscriptionType: 'PREMIUM' }

/** Job Summary for a signed-in account (a paid one unless given). */
export function renderJobList(account: Account = paidAccount, route = '/user-jobs') {
  const queryClient = testQueryClient()
  queryClient.setQueryData(sessionKey, account)
  queryClient.setQueryData(profileQuery.queryKey, devProfile)
  return renderWithProviders(<JobListPage />, { route, queryClient })
}

/** The table row that shows a job's name. */
export const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement
