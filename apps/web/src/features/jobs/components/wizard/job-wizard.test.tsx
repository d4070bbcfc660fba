import { jobMessages, scheduleMessages } from '@herald/contracts'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { jsonResponse, LocationProbe, renderWithProviders } from '../../../../test/render.tsx'
import { jobFixture, mockApi } from '../../testing/job-fixtures.ts'
import { JobEditPage } from './job-edit-page.tsx'
import { JobNewPage } from './job-new-page.tsx'

function renderWizard(route = '/user-jobs/new') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/user-jobs/new" element={<JobNewPage />} />
        <Route path="/user-jobs/:id/edit" element={<JobEditPage />} />
        <Route path="/user-jobs" element={<div>Job list</div>} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  )
}

const nameField = () => screen.getByRole('textbox', { name: 'Job name' })
const cronField = () => screen.getByRole('textbox', { name: 'Cron expression' })

describe('Job wizard, step 1', () => {
  it('shows the three steps, the default name and schedule, and the hints', () => {
    mockApi({})
    renderWizard()
    for (const label of ['Schedule Report', 'Generate PDF', 'Send Email'])
      expect(screen.getByText(label)).toBeTruthy()
    expect((nameField() as HTMLInputElement).value).toBe('New Job')
    expect((cronField() as HTMLInputElement).value).toBe('0 10 1 * *')
    expect(screen.getByText(/HH:MM is on a 24-hour clock\./)).toBeTruthy()
    expect(screen.getByText(/You can select multiple values in the dropdowns\./)).toBeTruthy()
    expect(screen.getByText('At 10:00, on day 1 of the month')).toBeTruthy()
    // A new job runs 15 minutes after it is saved, then by its schedule (spec §9, issue 14).
    expect(screen.getByRole('status', { name: 'Upcoming run' }).textContent).toMatch(
      /^First run: (today|tomorrow) at \d\d:\d\d E[SD]T \(in 15 minutes\), then at 10:00, on day 1 of the month/,
    )
    expect(screen.getByText('After the first run, the next 5 runs (America/New_York)')).toBeTruthy()
  })

  it('explains what is wrong with the job name', async () => {
    const user = userEvent.setup()
    mockApi({})
    renderWizard()
    await user.clear(nameField())
    await user.tab()
    expect(await screen.findByText(jobMessages.nameRequired)).toBeTruthy()
    await user.type(nameField(), 'Sales: <EU>')
    expect(await screen.findByText(jobMessages.nameInvalidCharacters)).toBeTruthy()
    await user.clear(nameField())
    fireEvent.change(nameField(), { target: { value: 'x'.repeat(256) } })
    expect(await screen.findByText(jobMessages.nameTooLong)).toBeTruthy()
  })

  it('refuses a schedule more frequent than every 30 minutes and keeps a typed cron as typed', async () => {
    const user = userEvent.setup()
    const calls = mockApi({})
    renderWizard()
    await user.clear(cronField())
    await user.type(cronField(), '*/5 * * * *')
    expect(await screen.findByText(scheduleMessages.cronTooFrequent)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Save & Next' }))
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)

    // Typed text is never rewritten (ADR 0045): its problem is shown instead.
    await user.clear(cronField())
    await user.type(cronField(), '* *')
    await user.tab()
    expect((cronField() as HTMLInputElement).value).toBe('* *')
    expect(screen.getByText(scheduleMessages.cronParts)).toBeTruthy()
    await user.clear(cronField())
    await user.type(cronField(), '0 10 1 * 1')
    await user.tab()
    expect((cronField() as HTMLInputElement).value).toBe('0 10 1 * 1')
    expect(screen.getByText(scheduleMessages.cronDayConflict)).toBeTruthy()
  }, 30_000) // much typing; room for a loaded machine

  it('creates the job, then moves to step 2 of the saved job', async () => {
    const user = userEvent.setup()
    const created = jobFixture({ id: 42, name: 'Weekly ops', status: 'PROVISIONING' })
    const calls = mockApi({
      'POST /api/user-jobs': () => jsonResponse(created, { status: 201 }),
      'GET /api/user-jobs/42': () => jsonResponse(created),
      'GET /api/bi-tools': () => jsonResponse([{ biTool: 'SAMPLE', label: 'Sample data', configured: true }]),
    })
    renderWizard()
    await user.clear(nameField())
    await user.type(nameField(), 'Weekly ops')
    await user.click(screen.getByRole('button', { name: 'Save & Next' }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user-jobs/42/edit?step=2'))
    const post = calls.find((c) => c.method === 'POST')
    expect(post?.body).toMatchObject({
      name: 'Weekly ops',
      isActive: true,
      timeZone: 'America/New_York',
      jobCronExpression: '0 10 1 * *',
      jobRunFrequency: 'MONTHLY',
    })
    expect((post?.body as { userJobStartTime: string }).userJobStartTime).toMatch(
      /^\d{4}-\d\d-\d\dT10:00:00$/,
    )
    expect(await screen.findByRole('heading', { name: 'Generate PDF' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user-jobs/42/edit'))
  })

  it('sends no cron in frequency mode and refuses a past start date', async () => {
    const user = userEvent.setup()
    const calls = mockApi({
      'POST /api/user-jobs': () => jsonResponse(jobFixture({ id: 5 }), { status: 201 }),
    })
    renderWizard()
    await user.click(screen.getByRole('radio', { name: 'Job frequency' }))
    const date = screen.getByLabelText('Start date')
    fireEvent.change(date, { target: { value: '2020-01-01' } })
    fireEvent.blur(date)
    expect(await screen.findByText(jobMessages.startInPast)).toBeTruthy()
    fireEvent.change(date, { target: { value: '2099-01-01' } })
    await user.clear(screen.getByRole('textbox', { name: 'Time' }))
    await user.type(screen.getByRole('textbox', { name: 'Time' }), '17:30')
    await user.click(screen.getByRole('button', { name: 'Save & Next' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      jobCronExpression: null,
      userJobStartTime: '2099-01-01T17:30:00',
    })
  })

  it('says why a save failed', async () => {
    const user = userEvent.setup()
    mockApi({
      'POST /api/user-jobs': () =>
        jsonResponse({ status: 400, title: 'Bad Request', message: 'Name already used' }, { status: 400 }),
    })
    renderWizard()
    await user.click(screen.getByRole('button', { name: 'Save & Next' }))
    expect(await screen.findByText('Failed to save job: Name already used')).toBeTruthy()
  })

  it('loads an edited job behind a spinner and saves it with PUT', async () => {
    const user = userEvent.setup()
    const job = jobFixture({ id: 7, name: 'Old name', jobCronExpression: null, jobRunFrequency: 'WEEKLY' })
    const calls = mockApi({
      'GET /api/user-jobs/7': () => jsonResponse(job),
      'PUT /api/user-jobs': ({ body }) => jsonResponse({ ...job, ...(body as object) }),
    })
    renderWizard('/user-jobs/7/edit')
    expect(screen.getByRole('status', { name: 'Loading job' })).toBeTruthy()
    await user.clear(await screen.findByRole('textbox', { name: 'Job name' }))
    await user.type(nameField(), 'New name')
    await user.click(screen.getByRole('button', { name: 'Save & Next' }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user-jobs/7/edit?step=2'))
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      id: 7,
      name: 'New name',
      jobCronExpression: null,
      jobRunFrequency: 'WEEKLY',
      userJobStartTime: '2026-12-01T10:00:00',
    })
  })
})
