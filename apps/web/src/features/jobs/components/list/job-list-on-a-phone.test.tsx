import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setViewportWidth } from '../../../../test/viewport.ts'
import { jobFixture, jobPage, mockApi } from '../../testing/job-fixtures.ts'
import { renderJobList } from '../../testing/render-job-list.tsx'

function renderList() {
  mockApi({
    'GET /api/user-jobs': () =>
      jobPage([
        jobFixture({
          id: 1,
          name: 'Sales',
          status: 'SUCCESS',
          lastRun: '2026-11-20T15:04:00Z',
          nextRun: '2026-12-01T15:00:00Z',
          jobDuration: 3_900_000,
        }),
      ]),
  })
  return renderJobList()
}

describe('Job Summary on a 390-px phone (ADR 0054)', () => {
  it('shows each job as a card: name, status, last and next run with the zone, schedule and an Actions menu', async () => {
    setViewportWidth(390)
    renderList()
    const card = within(
      (await screen.findByText('Sales', {}, { timeout: 10_000 })).closest('tr') as HTMLElement,
    )
    expect(screen.queryByRole('columnheader', { name: /Job name/ })).toBeNull()
    expect(card.getByText('SUCCESS')).toBeTruthy()
    expect(card.getByText('Last run')).toBeTruthy()
    expect(card.getByText('Nov 20, 2026, 10:04 EST')).toBeTruthy()
    expect(card.getByText('Next run')).toBeTruthy()
    expect(card.getByText('Dec 1, 2026, 10:00 EST')).toBeTruthy()
    expect(card.getByText('At 10:00, on day 1 of the month')).toBeTruthy()
    expect(card.getByText('Duration: 1 hrs, 5 mins')).toBeTruthy()
    expect(card.getByRole('switch', { name: 'Active' })).toBeTruthy()
    // The labelled menu of ADR 0051 (jsdom ignores the breakpoint's CSS that shows it instead of the icons).
    expect(card.getByRole('button', { name: 'Actions for Sales', hidden: true })).toBeTruthy()
  })

  it('keeps the table with its sortable headers on a wide screen', async () => {
    setViewportWidth(1366)
    renderList()
    await screen.findByText('Sales', {}, { timeout: 10_000 })
    expect(screen.getByRole('columnheader', { name: /Job name/ })).toBeTruthy()
    expect(screen.queryByText('Duration: 1 hrs, 5 mins')).toBeNull()
  })
})
