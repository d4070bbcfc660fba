import { jobMessages, type Account } from '@herald/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { profileQuery } from '../../../../lib/profile.ts'
import { sessionKey } from '../../../../lib/session.ts'
import { devProfile, userAccount } from '../../../../test/fixtures.ts'
import { jsonResponse, renderWithProviders, testQueryClient } from '../../../../test/render.tsx'
import { jobKeys } from '../../api/job-keys.ts'
import { jobFixture, jobPage, mockApi } from '../../testing/job-fixtures.ts'
import { JobListPage } from './job-list-page.tsx'
import { RUNNING_REFRESH_MS } from './use-job-list.ts'

const paid: Account = { ...userAccount, subscriptionType: 'PREMIUM' }

function renderList(account: Account = paid, route = '/user-jobs') {
  const queryClient = testQueryClient()
  queryClient.setQueryData(sessionKey, account)
  queryClient.setQueryData(profileQuery.queryKey, devProfile)
  return renderWithProviders(<JobListPage />, { route, queryClient })
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement

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
    renderList()
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
    renderList(paid, '/user-jobs?search=zzz')
    expect(await screen.findByText(jobMessages.noJobs(7, 0))).toBeTruthy()
    expect(calls.some((c) => c.url.searchParams.get('search') === 'zzz')).toBe(true)
  })

  it('searches on the server after typing stops, from the first page', async () => {
    const user = userEvent.setup()
    const calls = mockApi({ 'GET /api/user-jobs': () => jobPage([jobFixture()], 1) })
    renderList(paid, '/user-jobs?page=2')
    await screen.findByText('Monthly sales')
    await user.type(screen.getByRole('textbox', { name: 'Search Job Name' }), 'Sal')
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('search')).toBe('Sal'))
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('0')
    expect(calls.filter((c) => c.url.searchParams.has('search'))).toHaveLength(1)
  })

  it('sorts by a column, then flips the direction', async () => {
    const user = userEvent.setup()
    const calls = mockApi({ 'GET /api/user-jobs': () => jobPage([jobFixture()], 1) })
    renderList()
    await screen.findByText('Monthly sales')
    expect(calls[0]?.url.searchParams.get('sort')).toBe('id,asc')
    await user.click(screen.getByRole('button', { name: 'Job name' }))
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('sort')).toBe('name,asc'))
    await user.click(screen.getByRole('button', { name: 'Job name' }))
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('sort')).toBe('name,desc'))
    await user.click(screen.getByRole('button', { name: 'Duration' }))
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('sort')).toBe('duration,asc'))
  })

  it('flips the Active switch at once and back when the server refuses', async () => {
    const user = userEvent.setup()
    let refuse: (response: Response) => void = () => {}
    const calls = mockApi({
      'GET /api/user-jobs': () => jobPage([jobFixture()], 1),
      'POST /api/user-jobs/pause/1': () =>
        new Promise<Response>((resolve) => {
          refuse = resolve
        }),
    })
    renderList()
    const toggle = await screen.findByRole('switch', { name: 'Active' })
    expect((toggle as HTMLInputElement).checked).toBe(true)
    await user.click(toggle)
    expect((toggle as HTMLInputElement).checked).toBe(false)
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/user-jobs/pause/1')).toBe(true))
    refuse(
      jsonResponse({ status: 409, title: 'Conflict', message: 'The job is being deleted.' }, { status: 409 }),
    )
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true))
    expect(await screen.findByText('The job is being deleted.')).toBeTruthy()
  })

  it('asks before deleting, then deletes and reloads', async () => {
    const user = userEvent.setup()
    let jobs = [jobFixture()]
    const calls = mockApi({
      'GET /api/user-jobs': () => jobPage(jobs),
      'DELETE /api/user-jobs/1': () => {
        jobs = []
        return new Response(null, { status: 204 })
      },
    })
    renderList()
    await user.click(within(await rowOf('Monthly sales')).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: jobMessages.deleteTitle })
    expect(within(dialog).getByText('Are you sure you want to delete "Monthly sales"?')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(jobMessages.noJobs(0, 0))).toBeTruthy()
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true)
  })

  it('asks before cancelling runs, and says how many were cancelled', async () => {
    const user = userEvent.setup()
    mockApi({
      'GET /api/user-jobs': () => jobPage([jobFixture({ status: 'RUNNING', hasActiveRun: true })]),
      'POST /api/user-jobs/stop/1': () => jsonResponse({ cancelled: 2 }),
    })
    renderList()
    await user.click(within(await rowOf('Monthly sales')).getByRole('button', { name: 'Cancel runs' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Job Runs' })
    expect(
      within(dialog).getByText(
        'All the active job runs for "Monthly sales" will be cancelled. Are you sure?',
      ),
    ).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'No' })).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Runs' }))
    expect(await screen.findByText('2 job runs cancelled.')).toBeTruthy()
  })

  it('runs a job with an idempotency key and says it was queued', async () => {
    const user = userEvent.setup()
    const calls = mockApi({
      'GET /api/user-jobs': () => jobPage([jobFixture()]),
      'POST /api/user-jobs/run/1': () =>
        jsonResponse(
          {
            id: 9,
            jobId: 1,
            scheduledFor: '2026-11-21T10:00:00.000Z',
            trigger: 'MANUAL',
            status: 'QUEUED',
            reason: null,
            startedAt: null,
            finishedAt: null,
            firstRunReplaced: false,
            nextRun: '2026-12-01T10:00:00.000Z',
          },
          { status: 202 },
        ),
    })
    renderList()
    await user.click(within(await rowOf('Monthly sales')).getByRole('button', { name: 'Run now' }))
    expect(await screen.findByText('Job run has been queued.')).toBeTruthy()
    const run = calls.find((c) => c.url.pathname === '/api/user-jobs/run/1')
    expect(run?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('says when the run took the place of the first scheduled run, and shows it under the next run', async () => {
    const user = userEvent.setup()
    let replaced = false
    mockApi({
      'GET /api/user-jobs': () =>
        jobPage([
          jobFixture(replaced ? { firstRunReplaced: true, nextRun: '2026-12-01T10:00:00.000Z' } : {}),
        ]),
      'POST /api/user-jobs/run/1': () => {
        replaced = true
        return jsonResponse(
          {
            id: 9,
            jobId: 1,
            scheduledFor: '2026-11-21T10:00:00.000Z',
            trigger: 'MANUAL',
            status: 'QUEUED',
            reason: null,
            startedAt: null,
            finishedAt: null,
            firstRunReplaced: true,
            nextRun: '2026-12-01T10:00:00.000Z',
          },
          { status: 202 },
        )
      },
    })
    renderList()
    await user.click(within(await rowOf('Monthly sales')).getByRole('button', { name: 'Run now' }))
    expect(
      await screen.findByText(
        /^Job run has been queued\. The first scheduled run was replaced by this run; next run: Dec 1, 2026, 05:00 EST\.$/,
      ),
    ).toBeTruthy()
    expect(
      await within(await rowOf('Monthly sales')).findByText('First run replaced by Run now'),
    ).toBeTruthy()
  })

  it('says a clone is paused until its recipients are reviewed', async () => {
    const user = userEvent.setup()
    mockApi({
      'GET /api/user-jobs': () => jobPage([jobFixture()]),
      'POST /api/user-jobs/clone/1': () =>
        jsonResponse(jobFixture({ id: 2, name: 'Monthly sales (copy)', isActive: false, nextRun: null }), {
          status: 201,
        }),
    })
    renderList()
    await user.click(within(await rowOf('Monthly sales')).getByRole('button', { name: 'Clone' }))
    expect(
      await screen.findByText(
        'Job cloned as "Monthly sales (copy)". It is paused: review its recipients, then activate it.',
      ),
    ).toBeTruthy()
  })

  it('opens the trial-expired dialog instead of running when the trial is over', async () => {
    const user = userEvent.setup()
    const calls = mockApi({ 'GET /api/user-jobs': () => jobPage([jobFixture()]) })
    renderList({ ...userAccount, subscriptionType: 'TRIAL_EXPIRED' })
    const run = within(await rowOf('Monthly sales')).getByRole('button', { name: 'Run now' })
    await user.hover(run)
    expect(await screen.findByText('Trial Expired')).toBeTruthy()
    await user.click(run)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(jobMessages.trialExpired)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }))
    expect(calls.some((c) => c.url.pathname.startsWith('/api/user-jobs/run'))).toBe(false)
  })

  it('shows the trial dialog when the server refuses a run for an expired trial', async () => {
    const user = userEvent.setup()
    mockApi({
      'GET /api/auth/get-session': () => jsonResponse({ session: {}, user: {} }),
      'GET /api/user-jobs': () => jobPage([jobFixture()]),
      'POST /api/user-jobs/run/1': () =>
        jsonResponse({ status: 403, title: 'Forbidden', message: jobMessages.trialExpired }, { status: 403 }),
    })
    renderList()
    await user.click(within(await rowOf('Monthly sales')).getByRole('button', { name: 'Run now' }))
    const dialog = await screen.findByRole('dialog', { name: 'Trial Expired' })
    expect(within(dialog).getByText(jobMessages.trialExpired)).toBeTruthy()
  })

  it('says an inactive job must be activated before it runs', async () => {
    const user = userEvent.setup()
    mockApi({ 'GET /api/user-jobs': () => jobPage([jobFixture({ isActive: false })]) })
    renderList()
    await user.click(within(await rowOf('Monthly sales')).getByRole('button', { name: 'Run now' }))
    const dialog = await screen.findByRole('dialog', { name: 'Monthly sales' })
    expect(within(dialog).getByText(jobMessages.inactive)).toBeTruthy()
  })

  it('disables Add New Job with a hint when the account may not create jobs', async () => {
    const user = userEvent.setup()
    mockApi({ 'GET /api/user-jobs': () => jobPage([]) })
    renderList({ ...paid, canCreateJobs: false })
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
    queryClient.setQueryData(sessionKey, { ...paid, subscriptionType: 'FREE_TRIAL' })
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
    renderList()
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
    queryClient.setQueryData(sessionKey, paid)
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
    renderList()
    await screen.findByText('RUNNING')
    const before = calls.length
    await vi.advanceTimersByTimeAsync(RUNNING_REFRESH_MS)
    await waitFor(() => expect(calls.length).toBeGreaterThan(before))
  })
})
