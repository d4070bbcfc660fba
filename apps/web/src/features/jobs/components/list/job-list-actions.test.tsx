import { jobMessages } from '@herald/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { userAccount } from '../../../../test/fixtures.ts'
import { jsonResponse } from '../../../../test/render.tsx'
import { jobFixture, jobPage, mockApi } from '../../testing/job-fixtures.ts'
import { renderJobList, rowOf } from '../../testing/render-job-list.tsx'

/** The 202 of Run now for job 1: the run queued, and whether it took the place of the first scheduled run. */
const runQueued = (firstRunReplaced: boolean) =>
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
      firstRunReplaced,
      nextRun: '2026-12-01T10:00:00.000Z',
    },
    { status: 202 },
  )

describe('JobListPage actions', () => {
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
    renderJobList()
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
    renderJobList()
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
    renderJobList()
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
      'POST /api/user-jobs/run/1': () => runQueued(false),
    })
    renderJobList()
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
        return runQueued(true)
      },
    })
    renderJobList()
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
    renderJobList()
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
    renderJobList({ ...userAccount, subscriptionType: 'TRIAL_EXPIRED' })
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
    renderJobList()
    await user.click(within(await rowOf('Monthly sales')).getByRole('button', { name: 'Run now' }))
    const dialog = await screen.findByRole('dialog', { name: 'Trial Expired' })
    expect(within(dialog).getByText(jobMessages.trialExpired)).toBeTruthy()
  })

  it('says an inactive job must be activated before it runs', async () => {
    const user = userEvent.setup()
    mockApi({ 'GET /api/user-jobs': () => jobPage([jobFixture({ isActive: false })]) })
    renderJobList()
    await user.click(within(await rowOf('Monthly sales')).getByRole('button', { name: 'Run now' }))
    const dialog = await screen.findByRole('dialog', { name: 'Monthly sales' })
    expect(within(dialog).getByText(jobMessages.inactive)).toBeTruthy()
  })
})
