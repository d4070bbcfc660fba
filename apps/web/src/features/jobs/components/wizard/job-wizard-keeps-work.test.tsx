import { jobMessages } from '@herald/contracts'
import { notifications } from '@mantine/notifications'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { sessionKey } from '../../../../lib/session.ts'
import { userAccount } from '../../../../test/fixtures.ts'
import {
  jsonResponse,
  LocationProbe,
  renderWithProviders,
  testQueryClient,
} from '../../../../test/render.tsx'
import { jobFixture } from '../../testing/job-fixtures.ts'
import { checked, savedConfig } from './email-step/email-step-fixtures.tsx'
import { JobEditPage } from './job-edit-page.tsx'
import { JobNewPage } from './job-new-page.tsx'
import { reportStepApi, setCell } from './report-step/report-step-fixtures.tsx'

/** The wizard of saved job 7 (or a new job) with the server of its three steps. */
function renderWizard(route: string) {
  notifications.clean()
  const calls = reportStepApi({
    'GET /api/user-jobs/7': () => jsonResponse(jobFixture({ id: 7, name: 'Monthly sales' })),
    'GET /api/job-email-config': () => jsonResponse(savedConfig),
    'POST /api/email/verify-email': () => jsonResponse(checked),
    'GET /api/user-jobs/7/destinations': () => jsonResponse([]),
  })
  const queryClient = testQueryClient()
  queryClient.setQueryData(sessionKey, { ...userAccount, subscriptionType: 'PREMIUM' })
  renderWithProviders(
    <>
      <Routes>
        <Route path="/user-jobs/new" element={<JobNewPage />} />
        <Route path="/user-jobs/:id/edit" element={<JobEditPage />} />
        <Route path="/user-jobs" element={<div>Job list</div>} />
      </Routes>
      <LocationProbe />
    </>,
    { route, queryClient },
  )
  return calls
}

const location = () => screen.getByTestId('location').textContent
const subject = () => screen.findByRole('textbox', { name: /Subject/ }, { timeout: 5000 })
const sender = () => screen.getByRole('textbox', { name: /From email/ })
const stepButton = (name: string) => screen.getByRole('button', { name: new RegExp(name) })
const toasts = () => document.querySelectorAll('.mantine-Notification-description')
/** Whether the page asks the browser to confirm unloading it. */
function unloadIsHeld(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('Job wizard keeps typed work', { timeout: 30_000 }, () => {
  it('keeps step 3’s subject and sender across Previous and back', async () => {
    const user = userEvent.setup()
    renderWizard('/user-jobs/7/edit?step=3')
    await user.clear(await subject())
    await user.type(await subject(), 'Quarterly sales')
    await user.clear(sender())
    await user.type(sender(), 'ops@example.com')
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(await screen.findByRole('heading', { name: 'Generate PDF' })).toBeTruthy()
    await user.click(stepButton('Send Email'))
    expect(await subject()).toHaveProperty('value', 'Quarterly sales')
    expect(sender()).toHaveProperty('value', 'ops@example.com')
  })

  it('keeps an unsaved grid edit across Previous and Save & Next on step 1', async () => {
    const user = userEvent.setup()
    const calls = renderWizard('/user-jobs/7/edit?step=2')
    await screen.findByLabelText('Row 1 To Email', undefined, { timeout: 5000 })
    setCell(1, 'To Email', 'maria@example.com')
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    await user.click(await screen.findByRole('button', { name: 'Save & Next' }))
    const cell = await screen.findByLabelText('Row 1 To Email', undefined, { timeout: 5000 })
    expect(cell).toHaveProperty('value', 'maria@example.com')
    // Step 1 had nothing new: Save & Next saved nothing, the grid was not read afresh over the edit.
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0)
  })

  it('asks before leaving with unsaved changes, and holds the page unload while they last', async () => {
    const user = userEvent.setup()
    renderWizard('/user-jobs/7/edit?step=3')
    await user.type(await subject(), ' (draft)')
    expect(unloadIsHeld()).toBe(true)
    await user.click(screen.getByRole('link', { name: 'Job Summary' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    expect(within(dialog).getByText(/Your changes on Send Email are not saved/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }))
    expect(location()).toBe('/user-jobs/7/edit?step=3')
    expect(await subject()).toHaveProperty('value', 'Monthly sales (draft)')

    await user.click(screen.getByRole('link', { name: 'Job Summary' }))
    await user.click(await screen.findByRole('button', { name: 'Leave and discard' }))
    await waitFor(() => expect(location()).toBe('/user-jobs?skipRefresh=true'))
    expect(unloadIsHeld()).toBe(false)
  })

  it('asks before leaving a new job’s wizard with a name typed', async () => {
    const user = userEvent.setup()
    renderWizard('/user-jobs/new')
    await user.type(screen.getByRole('textbox', { name: 'Job name' }), ' 2')
    await user.click(screen.getByRole('link', { name: 'Job Summary' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    expect(within(dialog).getByText(/Your changes on Schedule Report are not saved/)).toBeTruthy()
  })

  it('leaves without asking when nothing was changed', async () => {
    const user = userEvent.setup()
    renderWizard('/user-jobs/7/edit?step=3')
    await subject()
    expect(unloadIsHeld()).toBe(false)
    await user.click(screen.getByRole('link', { name: 'Job Summary' }))
    await waitFor(() => expect(location()).toBe('/user-jobs?skipRefresh=true'))
  })

  it('brings the first invalid field of a refused step 1 into view, focused, and says what is wrong', async () => {
    const user = userEvent.setup()
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView')
    renderWizard('/user-jobs/new')
    const name = screen.getByRole('textbox', { name: 'Job name' })
    await user.clear(name)
    await user.click(screen.getByRole('button', { name: 'Save & Next' }))
    await waitFor(() => expect(document.activeElement).toBe(name))
    expect(scrolled.mock.contexts).toContain(name)
    expect(scrolled).toHaveBeenCalledWith({ block: 'center', inline: 'nearest' })
    await waitFor(() => expect([...toasts()].map((t) => t.textContent)).toContain(jobMessages.nameRequired))
  })

  it('brings the first problem of a refused step 2 into view, focused', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView')
    renderWizard('/user-jobs/7/edit?step=2')
    await waitFor(
      () =>
        expect(screen.getByRole('combobox', { name: 'Workspace' })).toHaveProperty(
          'value',
          'Sample workspace',
        ),
      { timeout: 5000 },
    )
    // No report chosen: the Account Authorization section holds the first problem.
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }))
    const report = screen.getByRole('combobox', { name: 'Report' })
    await waitFor(() => expect(document.activeElement).toBe(report))
    expect(report.getAttribute('aria-invalid')).toBe('true')
    expect(scrolled.mock.contexts).toContain(report)
    await waitFor(() => expect(toasts().length).toBeGreaterThan(0))
  })
})
