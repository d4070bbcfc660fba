import type { Account, JobEmailConfigView, UserJob, VerifySenderResult } from '@herald/contracts'
import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { vi } from 'vitest'
import { sessionKey } from '../../../../../lib/session.ts'
import { userAccount } from '../../../../../test/fixtures.ts'
import {
  jsonResponse,
  LocationProbe,
  renderWithProviders,
  testQueryClient,
} from '../../../../../test/render.tsx'
import { jobFixture, mockApi, type ApiCall } from '../../../testing/job-fixtures.ts'
import { EmailStep } from './email-step.tsx'

/** What the tests of step 3 share: a saved configuration, the step of job 7 with its API, and its fields. */
export const savedConfig: JobEmailConfigView = {
  fromEmail: 'reports@example.com',
  emailTitle: 'Monthly sales',
  emailBody: '<p>Hello</p>',
  isActive: true,
  isEmailVerified: true,
  serverSender: false,
  dmarcStatus: 'compliant',
  deliverAs: 'ATTACHMENT',
  linkExpiryDays: 7,
}

export const checked: VerifySenderResult = {
  verified: true,
  serverSender: false,
  dmarcCompliant: true,
  message: '',
  dmarcMessage: '',
  dkim: 'verified',
}

export function renderStep(
  {
    config = savedConfig,
    plan = 'PREMIUM',
    job = jobFixture({ id: 7 }),
  }: { config?: JobEmailConfigView; plan?: Account['subscriptionType']; job?: UserJob } = {},
  routes: Record<string, (call: ApiCall) => Response> = {},
) {
  const onPrevious = vi.fn()
  const calls = mockApi({
    'GET /api/job-email-config': () => jsonResponse(config),
    'POST /api/email/verify-email': () => jsonResponse(checked),
    'GET /api/user-jobs/7/destinations': () => jsonResponse([]),
    ...routes,
  })
  const queryClient = testQueryClient()
  queryClient.setQueryData(sessionKey, { ...userAccount, subscriptionType: plan })
  renderWithProviders(
    <>
      <Routes>
        <Route path="/user-jobs/7/edit" element={<EmailStep job={job} onPrevious={onPrevious} />} />
        <Route path="/user-jobs" element={<div>Job list</div>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/user-jobs/7/edit?step=3', queryClient },
  )
  return { calls, onPrevious }
}

export const senderField = () => screen.getByRole('textbox', { name: /From email/ })
export const subjectField = () => screen.getByRole('textbox', { name: /Subject/ })
export const finish = () => screen.getByRole('button', { name: 'Finish' })
export const bodyEditor = () => screen.findByRole('textbox', { name: 'Email body' }, { timeout: 5000 })
export const posts = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname === path).map((call) => call.body)
