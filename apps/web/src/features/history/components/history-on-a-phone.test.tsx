import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../../test/mock-api.ts'
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx'
import { setViewportWidth } from '../../../test/viewport.ts'
import { executionFixture, executionPage, fileFixture } from '../testing/history-fixtures.ts'
import { JobHistoryPage } from './job-history-page.tsx'

const RUNS = '/api/user-jobs/user-job-executions/1'
const FILES = `${RUNS}/runs/101/files`

function renderHistory() {
  mockApi({
    [`GET ${RUNS}`]: () => executionPage([executionFixture()], 1, 'Monthly sales', 'Europe/Paris'),
    [`GET ${FILES}`]: () =>
      jsonResponse([
        fileFixture({ ccEmail: 'boss@example.com', bccEmail: 'audit@example.com' }),
        fileFixture({ id: 8, fileName: 'Sales - West.pdf', toEmail: 'west@example.com', ccEmail: '' }),
      ]),
  })
  return renderWithProviders(
    <Routes>
      <Route path="/user-jobs/:id/history" element={<JobHistoryPage />} />
    </Routes>,
    { route: '/user-jobs/1/history' },
  )
}

describe('History on a 390-px phone (ADR 0054)', () => {
  it("shows each run at the job's time with its zone, and each file as a card with every column labelled", async () => {
    setViewportWidth(390)
    const user = userEvent.setup()
    renderHistory()
    // 14:05 UTC is 15:05 in Paris: the job's clock, with the zone's label.
    const row = await screen.findByRole('button', { name: /Generated: 2/ })
    expect(within(row).getByText('Nov 21, 2026, 15:05 CET')).toBeTruthy()
    expect(within(row).getByText('Scheduled · Finished')).toBeTruthy()
    await user.click(row)

    const cards = await screen.findByRole('list', { name: 'Files' })
    expect(screen.queryByRole('table', { name: 'Files' })).toBeNull()
    const [east, west] = within(cards).getAllByRole('listitem')
    const card = within(east as HTMLElement)
    expect(card.getByText('Sales - East.pdf')).toBeTruthy()
    for (const label of ['File Status', 'Send Email', 'To', 'CC', 'BCC'])
      expect(card.getByText(label)).toBeTruthy()
    expect(card.getByText('east@example.com')).toBeTruthy()
    expect(card.getByText('boss@example.com')).toBeTruthy()
    expect(card.getByText('audit@example.com')).toBeTruthy()
    // Statuses are whole words, never cut to fit: the badge's label wraps instead.
    const status = card.getAllByText('SUCCESS')
    expect(status).toHaveLength(2)
    for (const badge of status) expect(getComputedStyle(badge).whiteSpace).toBe('normal')
    // An empty CC or BCC takes no line on a phone.
    expect(within(west as HTMLElement).getByText('west@example.com')).toBeTruthy()
    expect(within(west as HTMLElement).queryByText('CC')).toBeNull()
  })

  it('keeps the files table on a wide screen', async () => {
    setViewportWidth(1366)
    const user = userEvent.setup()
    renderHistory()
    await user.click(await screen.findByRole('button', { name: /Generated: 2/ }))
    expect(await screen.findByRole('table', { name: 'Files' })).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Files' })).toBeNull()
  })
})
