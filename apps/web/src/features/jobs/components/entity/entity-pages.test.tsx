import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { jsonResponse, LocationProbe, renderWithProviders } from '../../../../test/render.tsx'
import { jobFixture, mockApi } from '../../testing/job-fixtures.ts'
import { EntityJobDetailPage } from './entity-job-detail-page.tsx'
import { EntityJobEditPage } from './entity-job-edit-page.tsx'
import { GENERIC_DELETE_QUESTION, JobDeletePage } from './job-delete-page.tsx'

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/user-jobs" element={<div>Job list</div>} />
        <Route path="/user-jobs/:id/delete" element={<JobDeletePage />} />
        <Route path="/entity/user-jobs/:id" element={<EntityJobDetailPage />} />
        <Route path="/entity/user-jobs/:id/edit" element={<EntityJobEditPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  )
}

describe('generic entity pages', () => {
  it('shows the stored fields of a job with Back and Edit', async () => {
    mockApi({
      'GET /api/user-jobs/3': () =>
        jsonResponse(jobFixture({ id: 3, name: 'Board pack', jobDuration: 7_380_000, isActive: false })),
    })
    renderAt('/entity/user-jobs/3')
    const table = await screen.findByRole('table', { name: 'Job fields' })
    expect(screen.getByRole('heading', { name: 'User Jobs 3: Board pack' })).toBeTruthy()
    for (const [label, value] of [
      ['ID', '3'],
      ['Name', 'Board pack'],
      ['Activated', 'No'],
      ['Last Run', '--'],
      ['Status', 'READY'],
      ['Job Run Frequency', 'Monthly'],
      ['Time Zone', 'America/New_York'],
      ['Job Start Time', 'Dec 1, 2026, 10:00 EST'],
      ['Time Taken', '2 hrs, 3 mins'],
    ]) {
      const row = within(table)
        .getByText(label as string)
        .closest('tr') as HTMLElement
      expect(within(row).getByText(value as string)).toBeTruthy()
    }
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/entity/user-jobs/3/edit')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByTestId('location').textContent).toBe('/user-jobs')
  })

  it('edits the name and schedule in place, then shows the job', async () => {
    const user = userEvent.setup()
    const job = jobFixture({ id: 3 })
    const calls = mockApi({
      'GET /api/user-jobs/3': () => jsonResponse(job),
      'PUT /api/user-jobs': ({ body }) => jsonResponse({ ...job, ...(body as object) }),
    })
    renderAt('/entity/user-jobs/3/edit')
    const name = await screen.findByRole('textbox', { name: 'Job name' })
    expect(screen.getByRole('heading', { name: 'Edit User Jobs: Monthly sales' })).toBeTruthy()
    await user.clear(name)
    await user.type(name, 'Renamed')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/entity/user-jobs/3'))
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ id: 3, name: 'Renamed' })
  })

  it('asks the generic delete question, deletes and goes back', async () => {
    const user = userEvent.setup()
    const calls = mockApi({
      'GET /api/user-jobs/3': () => jsonResponse(jobFixture({ id: 3, name: 'Board pack' })),
      'DELETE /api/user-jobs/3': () => new Response(null, { status: 204 }),
    })
    renderAt('/user-jobs/3/delete')
    const dialog = await screen.findByRole('dialog', { name: 'Confirm delete operation: Board pack' })
    expect(within(dialog).getByText(GENERIC_DELETE_QUESTION)).toBeTruthy()
    expect(GENERIC_DELETE_QUESTION).toBe('Are you sure you want to delete this UserJobs?')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user-jobs'))
    expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/user-jobs/3')).toBe(true)
  })
})
