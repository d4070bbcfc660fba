import { jobMessages } from '@herald/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { profileQuery } from '../../../../lib/profile.ts'
import { sessionKey } from '../../../../lib/session.ts'
import { devProfile } from '../../../../test/fixtures.ts'
import { renderWithProviders, testQueryClient } from '../../../../test/render.tsx'
import { jobKeys } from '../../api/job-keys.ts'
import { jobFixture, jobPage, mockApi } from '../../testing/job-fixtures.ts'
import { paidAccount, renderJobList, rowOf } from '../../testing/render-job-list.tsx'
import { JobListPage } from './job-list-page.tsx'
import { RUNNING_REFRESH_MS } from './use-job-list.ts'

describe('JobListPage', () => {
  it('shows each job with its schedule, status badges, dates and duration', async () => {
    mockApi({
      'GET /api/user-jobs': () =>
        jobPage([
          jobFixture({
            id: 1,
            name: 'Sales',
            status: 'SUCCESS',
            jobStatusDetails: '3 files sent',
            lastRun: '2026-11-20T15:04:00Z',
            nextRun: '2026-12-01T15:00:00Z',
            jobDuration: 3_900_000,
          }),
          jobFixture({ id: 2, name: 'Broken', jobCronExpression: '*/5 * * * *', status: 'FAILED' }),
          jobFixture({ id: 3, name: 'Idle one', status: 'IDLE', jobCronExpression: null }),
          jobFixture({
            id: 5,
            name: 'Quick',
            status: 'SUCCESS',
            jobDuration: 10_400,
            timeZone: 'Europe/Berlin',
          }),
          jobFixture({ id: 4, name: 'New one', status: 'PROVISIONING' }),
        ]),
    })
    renderJobList()
    const sales = await rowOf('Sales')
    expect(within(sales).getByText('SUCCESS')).toBeTruthy()
    expect(within(sales).getByText('3 files sent')).toBeTruthy()
    expect(within(sales).getByText('1 hrs, 5 mins')).toBeTruthy()
    expect(within(sales).getByText('At 10:00, on day 1 of the month')).toBeTruthy()
    // The job's times on the job's clock, with its zone; spelled out on hover.
    expect(within(sales).getByText('Nov 20, 2026, 10:04 EST')).toBeTruthy()
    const next = within(sales).getByText('Dec 1, 2026, 10:00 EST')
    expect(next.getAttribute('title')).toBe('Tuesday, December 1, 2026 at 10:00 EST (America/New_York)')
    expect(within(await rowOf('Quick')).getByText('10 s')).toBeTruthy()

    const broken = await rowOf('Broken')
    const invalid = within(broken).getByText(/^Invalid cron:/)
    expect(invalid.getAttribute('style') ?? invalid.className).toMatch(/red/)
    expect(within(broken).getByText('FAILED')).toBeTruthy()

    const idle = await rowOf('Idle one')
    expect(within(idle).getByText('Monthly on day 1 at 10:00')).toBeTruthy()
    expect(within(idle).getAllByText('--').length).toBeGreaterThanOrEqual(3)
    expect(within(await rowOf('New one')).getByText('Provisioning')).toBeTruthy()
    expect(screen.getByText('Showing 1 to 5 of 5 entries')).toBeTruthy()
  })

  it('says no jobs were found, with the total and the filtered count', async () => {
    const calls = mockApi({
      'GET /api/user-jobs': ({ url }) =>
        url.searchParams.get('search') ? jobPage([], 0) : jobPage([jobFixture()], 7),
    })
    renderJobList(paidAccount, '/user-jobs?search=zzz')
    expect(await screen.findByText(jobMessages.noJobs(7, 0))).toBeTruthy()
    expect(calls.some((c) => c.url.searchParams.get('search') === 'zzz')).toBe(true)
  })

  it('searches on the server after typing stops, from the first page', async () => {
    const user = userEvent.setup()
    const calls = mockApi({ 'GET /api/user-jobs': () => jobPage([jobFixture()], 1) })
    renderJobList(paidAccount, '/user-jobs?page=2')
    await screen.findByText('Monthly sales')
    await user.type(screen.getByRole('textbox', { name: 'Search Job Name' }), 'Sal')
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('search')).toBe('Sal'))
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('0')
    expect(calls.filter((c) => c.url.searchParams.has('search'))).toHaveLength(1)
  })

  it('sorts by a column, then flips the direction', async () => {
    const user = userEvent.setup()
    const calls = mockApi({ 'GET /api/user-jobs': () => jobPage([jobFixture()], 1) })
    renderJobList()
    await screen.findByText('Monthly sales')
    expect(calls[0]?.url.searchParams.get('sort')).toBe('id,asc')
    await user.click(screen.getByRole('button', { name: 'Job name' }))
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('sort')).toBe('name,asc'))
    await user.click(screen.getByRole('button', { name: 'Job name' }))
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('sort')).toBe('name,desc'))
    await user.click(screen.getByRole('button', { name: 'Duration' }))
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('sort')).toBe('duration,asc'))
  })

  it('disables Add New Job with a hint when the account may not create jobs', async () => {
    const user = userEvent.setup()
    mockApi({ 'GET /api/user-jobs': () => jobPage([]) })
    renderJobList({ ...paidAccount, canCreateJobs: false })
    const add = await screen.findByRole('button', { name: 'Add New Job' })
    expect(add.getAttribute('aria-disabled')).toBe('true')
    await user.hover(add)
    expect(await screen.findByText(jobMessages.creationNotAllowed)).toBeTruthy()
    // No booking page on this server: no call card, only the guide to a first job.
    expect(screen.queryByText('Schedule a call')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Make your first job' })).toBeTruthy()
  })

  it('offers the intro call only when the server has a booking page', async () => {
    mockApi({ 'GET /api/user-jobs': () => jobPage([jobFixture()]) })
    const queryClient = testQueryClient()
    queryClient.setQueryData(sessionKey, { ...paidAccount, subscriptionType: 'FREE_TRIAL' })
    queryClient.setQueryData(profileQuery.queryKey, {
      ...devProfile,
      bookingUrl: 'https://book.example.com/herald',
    })
    renderWithProviders(<JobListPage />, { route: '/user-jobs', queryClient })
    const call = await screen.findByRole('link', { name: 'Schedule a call' })
    expect(call.getAttribute('href')).toBe('https://book.example.com/herald')
    expect(screen.getByRole('link', { name: 'View all plan details' }).getAttribute('href')).toBe(
      '/docs/pricing',
    )
    // The account has a job: no guide.
    expect(screen.queryByRole('heading', { name: 'Make your first job' })).toBeNull()
  })

  it('links Add New Job to the wizard when creation is allowed', async () => {
    mockApi({ 'GET /api/user-jobs': () => jobPage([]) })
    renderJobList()
    expect((await screen.findByRole('link', { name: 'Add New Job' })).getAttribute('href')).toBe(
      '/user-jobs/new',
    )
    const guide = await screen.findByRole('region', { name: 'Make your first job' })
    expect(within(guide).getByRole('link', { name: 'Create my first job' }).getAttribute('href')).toBe(
      '/user-jobs/new',
    )
    expect(
      within(guide).getByRole('link', { name: 'Read the step-by-step tutorial' }).getAttribute('href'),
    ).toBe('/docs/tutorials')
  })

  it('keeps the cached list with skipRefresh=true', async () => {
    const calls = mockApi({ 'GET /api/user-jobs': () => jobPage([jobFixture({ name: 'From server' })]) })
    const queryClient = testQueryClient()
    queryClient.setQueryData(sessionKey, paidAccount)
    queryClient.setQueryData(profileQuery.queryKey, devProfile)
    queryClient.setQueryData(jobKeys.list({ page: 0, size: 30, sort: 'id,asc', search: '' }), {
      jobs: [jobFixture({ name: 'From cache' })],
      total: 1,
    })
    renderWithProviders(<JobListPage />, { route: '/user-jobs?skipRefresh=true', queryClient })
    expect(await screen.findByText('From cache')).toBeTruthy()
    expect(calls).toHaveLength(0)
  })

  it('refreshes itself every 10 s while a job is running', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const calls = mockApi({ 'GET /api/user-jobs': () => jobPage([jobFixture({ status: 'RUNNING' })]) })
    renderJobList()
    await screen.findByText('RUNNING')
    const before = calls.length
    await vi.advanceTimersByTimeAsync(RUNNING_REFRESH_MS)
    await waitFor(() => expect(calls.length).toBeGreaterThan(before))
  })
})
