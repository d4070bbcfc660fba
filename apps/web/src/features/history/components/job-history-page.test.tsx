import { historyMessages } from '@herald/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../../test/mock-api.ts'
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx'
import { ACTIVE_REFRESH_MS } from '../lib/execution-state.ts'
import { executionFixture, executionPage, fileFixture } from '../testing/history-fixtures.ts'
import { JobHistoryPage } from './job-history-page.tsx'

const RUNS = '/api/user-jobs/user-job-executions/1'
const FILES = `${RUNS}/runs/101/files`

function renderHistory(route = '/user-jobs/1/history') {
  return renderWithProviders(
    <Routes>
      <Route path="/user-jobs/:id/history" element={<JobHistoryPage />} />
    </Routes>,
    { route },
  )
}

const colorOf = (element: HTMLElement) => element.closest('.mantine-Badge-root')?.getAttribute('style') ?? ''
const rowOf = async (title: RegExp) => (await screen.findByRole('button', { name: title })) as HTMLElement

describe('JobHistoryPage', () => {
  it('shows the breadcrumb, heading and one row per run with its badges', async () => {
    mockApi({
      [`GET ${RUNS}`]: () =>
        executionPage([
          executionFixture({ generated: 3, failed: 1, inQueue: 0, pdfStatus: 'GENERATED' }),
          executionFixture({
            jobExecutionId: 102,
            executedAt: '2026-11-20T14:05:00.000Z',
            trigger: 'MANUAL',
            runStatus: 'FAILED',
            reason: 'The report timed out',
            isEmailEnabled: false,
            pdfStatus: 'PDF generation failed',
            emailStatus: 'Email Disabled',
          }),
          executionFixture({
            jobExecutionId: 103,
            pdfStatus: 'RUNNING',
            emailStatus: 'Email sending failed',
          }),
        ]),
    })
    renderHistory()
    expect(await screen.findByText('Monthly sales')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Job Summary' }).getAttribute('href')).toBe(
      '/user-jobs?skipRefresh=true',
    )
    expect(screen.getByRole('heading', { name: 'Job History' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Refresh Table' })).toBeTruthy()

    const first = await rowOf(/Generated: 3/)
    expect(within(first).getByText('Nov 21, 2026, 09:05 EST')).toBeTruthy()
    expect(within(first).getByText('Failed: 1')).toBeTruthy()
    expect(within(first).getByText('In Queue: 0')).toBeTruthy()
    expect(colorOf(within(first).getByText('PDF: SUCCESS'))).toMatch(/green/)
    expect(colorOf(within(first).getByText('Email: SUCCESS'))).toMatch(/green/)
    expect(within(first).getByText('Scheduled · Finished')).toBeTruthy()
    expect(within(first).queryByText('Email Disabled')).toBeNull()

    const failed = await rowOf(/Run now/)
    expect(within(failed).getByText('Email Disabled')).toBeTruthy()
    expect(colorOf(within(failed).getByText('PDF: PDF generation failed'))).toMatch(/red/)
    expect(within(failed).getByText('Run now · Failed: The report timed out')).toBeTruthy()

    const third = await rowOf(/Email sending failed/)
    expect(colorOf(within(third).getByText('PDF: IN QUEUE'))).toMatch(/blue/)
    expect(colorOf(within(third).getByText('Email: Email sending failed'))).toMatch(/red/)
    expect(screen.getByText('Showing 1 to 3 of 3 entries')).toBeTruthy()
  })

  it('says when the job has no runs', async () => {
    mockApi({ [`GET ${RUNS}`]: () => executionPage([]) })
    renderHistory()
    expect(await screen.findByText(historyMessages.empty)).toBeTruthy()
    expect(screen.queryByText(/^Showing/)).toBeNull()
  })

  it('pages on the server, with page sizes and up to five page buttons', async () => {
    const user = userEvent.setup()
    const calls = mockApi({ [`GET ${RUNS}`]: () => executionPage([executionFixture()], 95) })
    renderHistory()
    expect(await screen.findByText('Showing 1 to 10 of 95 entries')).toBeTruthy()
    expect(calls[0]?.url.search).toBe('?page=0&size=10')
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5)
    await user.click(screen.getByRole('button', { name: 'last page' }))
    expect(await screen.findByText('Showing 91 to 95 of 95 entries')).toBeTruthy()
    expect(calls.at(-1)?.url.search).toBe('?page=9&size=10')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Entries per page' }), '25')
    expect(await screen.findByText('Showing 1 to 25 of 95 entries')).toBeTruthy()
    expect(calls.at(-1)?.url.search).toBe('?page=0&size=25')
  })

  it("loads a run's files when its row opens", async () => {
    const user = userEvent.setup()
    const calls = mockApi({
      [`GET ${RUNS}`]: () => executionPage([executionFixture()]),
      [`GET ${FILES}`]: () =>
        jsonResponse([
          fileFixture({
            attachments: [
              { kind: 'PDF', name: 'Sales - East.pdf' },
              { kind: 'XLSX', name: 'Sales - East.xlsx' },
            ],
          }),
          fileFixture({
            id: 8,
            fileName: 'Sales - West.pdf',
            status: 'FAILED',
            error: 'The visual did not render.',
            emailStatus: 'EXECUTION_NOT_STARTED',
            possibleDuplicate: true,
            attachments: [],
          }),
        ]),
    })
    renderHistory()
    await user.click(await rowOf(/Generated: 2/))
    const table = await screen.findByRole('table', { name: 'Files' })
    expect(calls.filter((c) => c.url.pathname === FILES)).toHaveLength(1)
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(headers).toEqual(['File Name', 'File Status', 'To', 'CC', 'BCC', 'Send Email'])

    const east = within(table).getByText('Sales - East.pdf').closest('tr') as HTMLElement
    expect(within(east).getByText('east@example.com')).toBeTruthy()
    expect(within(east).getByText('--')).toBeTruthy()
    expect(within(east).getAllByText('SUCCESS')).toHaveLength(2)
    const pdf = within(east).getByRole('link', { name: 'Download Sales - East.pdf' })
    expect(pdf.getAttribute('href')).toBe('/api/files/7/pdf')
    expect(within(east).getByRole('link', { name: 'Download Sales - East.xlsx' }).getAttribute('href')).toBe(
      '/api/files/7/xlsx',
    )

    const west = within(table).getByText('Sales - West.pdf').closest('tr') as HTMLElement
    const failed = within(west).getByText('FAILED')
    expect(colorOf(failed)).toMatch(/red/)
    expect(within(west).getByText('IN QUEUE')).toBeTruthy()
    await user.hover(failed)
    expect(await screen.findByText('The visual did not render.')).toBeTruthy()
    expect(within(west).getByText('Possible duplicate')).toBeTruthy()
  })

  it('says File expired instead of download links once retention deleted the files', async () => {
    const user = userEvent.setup()
    mockApi({
      [`GET ${RUNS}`]: () => executionPage([executionFixture()]),
      [`GET ${FILES}`]: () => jsonResponse([fileFixture({ fileExpired: true })]),
    })
    renderHistory()
    await user.click(await rowOf(/Generated: 2/))
    const table = await screen.findByRole('table', { name: 'Files' })
    const east = within(table).getByText('Sales - East.pdf').closest('tr') as HTMLElement
    expect(within(east).getByText('File expired')).toBeTruthy()
    expect(within(east).queryByRole('link')).toBeNull()
  })

  it('sends the emails of a run with an idempotency key, says so and reloads', async () => {
    const user = userEvent.setup()
    const calls = mockApi({
      [`GET ${RUNS}`]: () =>
        executionPage([
          executionFixture({ isEmailEnabled: false, canSendEmails: true, sendBlockedReason: null }),
        ]),
      [`GET ${FILES}`]: () => jsonResponse([fileFixture()]),
      'POST /api/email/jobExecution/101': () => jsonResponse({ message: 'Queued' }),
    })
    renderHistory()
    await user.click(await rowOf(/Generated: 2/))
    const runLoads = () => calls.filter((c) => c.url.pathname === RUNS).length
    const before = runLoads()
    await user.click(await screen.findByRole('button', { name: 'Send Emails' }))
    expect(await screen.findByText(historyMessages.emailsQueued)).toBeTruthy()
    const post = calls.find((c) => c.method === 'POST')
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    await waitFor(() => expect(runLoads()).toBeGreaterThan(before))
  })

  it('says when the emails could not be sent', async () => {
    const user = userEvent.setup()
    mockApi({
      [`GET ${RUNS}`]: () =>
        executionPage([executionFixture({ canSendEmails: true, sendBlockedReason: null })]),
      [`GET ${FILES}`]: () => jsonResponse([fileFixture()]),
      'POST /api/email/jobExecution/101': () =>
        jsonResponse({ status: 500, title: 'Internal Server Error', message: 'SMTP down' }, { status: 500 }),
    })
    renderHistory()
    await user.click(await rowOf(/Generated: 2/))
    await user.click(await screen.findByRole('button', { name: 'Send Emails' }))
    expect(await screen.findByText(historyMessages.emailsFailed)).toBeTruthy()
  })

  it('explains why Send Emails is disabled', async () => {
    const user = userEvent.setup()
    const calls = mockApi({
      [`GET ${RUNS}`]: () => executionPage([executionFixture({ executedAt: new Date().toISOString() })]),
      [`GET ${FILES}`]: () => jsonResponse([fileFixture()]),
    })
    renderHistory()
    await user.click(await rowOf(/Generated: 2/))
    const send = await screen.findByRole('button', { name: 'Send Emails' })
    expect(send.getAttribute('aria-disabled')).toBe('true')
    await user.hover(send)
    expect(await screen.findByText(historyMessages.alreadySent)).toBeTruthy()
    await user.click(send)
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
  })

  it('refreshes itself every 5 s while a run is still in progress', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const calls = mockApi({ [`GET ${RUNS}`]: () => executionPage([executionFixture({ inQueue: 2 })]) })
    renderHistory()
    await screen.findByText('In Queue: 2')
    const before = calls.length
    await vi.advanceTimersByTimeAsync(ACTIVE_REFRESH_MS)
    await waitFor(() => expect(calls.length).toBeGreaterThan(before))
  })

  it('offers a way back when the address does not name a job', () => {
    renderHistory('/user-jobs/abc/history')
    expect(screen.getByText('This address does not name a job.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to Job Summary' })).toBeTruthy()
  })
})
