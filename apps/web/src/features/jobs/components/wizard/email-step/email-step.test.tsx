import { emailConfigMessages, planMessages } from '@herald/contracts'
import { notifications } from '@mantine/notifications'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../../../test/render.tsx'
import { firstRunConfirmTexts } from '../../../lib/first-run-text.ts'
import { jobFixture } from '../../../testing/job-fixtures.ts'
import {
  bodyEditor,
  finish,
  posts,
  renderStep,
  savedConfig,
  senderField,
  subjectField,
} from './email-step-fixtures.tsx'

// The editor is a lazy chunk: load it once, so each test finds it without waiting on the transform.
beforeAll(() => import('./editor/rich-text-editor.tsx'), 30_000)
// Toasts live in a module-wide store: start each test without the last one's.
afterEach(() => notifications.clean())

// Typing re-renders the whole step each key: jsdom needs more than the default 5 s on a busy machine.
describe('EmailStep', { timeout: 20_000 }, () => {
  it('loads the saved configuration with the hints and the editor', async () => {
    const { calls } = renderStep()
    expect(await screen.findByRole('heading', { name: 'Email Configuration' })).toBeTruthy()
    expect(calls[0]?.url.search).toBe('?userJobId=7')
    expect((senderField() as HTMLInputElement).value).toBe('reports@example.com')
    expect((subjectField() as HTMLInputElement).value).toBe('Monthly sales')
    expect(screen.getByRole('switch', { name: 'Emails enabled' })).toBeTruthy()
    expect(screen.getByText(/Add \{fileName\} and each email's subject/)).toBeTruthy()
    expect(
      screen.getByText(
        "Example: 'Monthly sales – {fileName}' becomes 'Monthly sales – Sales Overview - 2026-11-21 - East'.",
      ),
    ).toBeTruthy()
    expect(screen.getByText(emailConfigMessages.bodyTooLarge)).toBeTruthy()
    expect((await bodyEditor()).innerHTML).toBe('<p>Hello</p>')
  })

  it('explains what is wrong with the subject and the sender, and accepts a display name', async () => {
    const user = userEvent.setup()
    renderStep()
    await user.clear(await screen.findByRole('textbox', { name: /Subject/ }))
    await user.tab()
    expect(await screen.findByText(emailConfigMessages.titleRequired)).toBeTruthy()
    expect((finish() as HTMLButtonElement).disabled).toBe(true)
    await user.click(subjectField())
    await user.paste('x'.repeat(256))
    expect(await screen.findByText(emailConfigMessages.titleTooLong)).toBeTruthy()
    expect((finish() as HTMLButtonElement).disabled).toBe(true)
    await user.clear(subjectField())
    await user.type(subjectField(), 'Sales – {{fileName}')
    await waitFor(() => expect(screen.queryByText(emailConfigMessages.titleTooLong)).toBeNull())

    await user.clear(senderField())
    await user.tab()
    expect(await screen.findByText(emailConfigMessages.senderRequired)).toBeTruthy()
    expect((finish() as HTMLButtonElement).disabled).toBe(true)
    await user.type(senderField(), 'reports@example')
    expect(await screen.findByText(emailConfigMessages.senderInvalid)).toBeTruthy()
    expect((finish() as HTMLButtonElement).disabled).toBe(true)
    await user.clear(senderField())
    await user.type(senderField(), 'Sales Team <reports@example.com>')
    await waitFor(() => expect(screen.queryByText(emailConfigMessages.senderInvalid)).toBeNull())
    expect((finish() as HTMLButtonElement).disabled).toBe(false)
  })

  it('goes back to step 2 with Previous', async () => {
    const user = userEvent.setup()
    const { onPrevious } = renderStep()
    await user.click(await screen.findByRole('button', { name: 'Previous' }))
    expect(onPrevious).toHaveBeenCalledOnce()
  })

  it('asks to fix the errors when Finish finds one the fields have not shown yet', async () => {
    const user = userEvent.setup()
    const { calls } = renderStep({ config: { ...savedConfig, fromEmail: 'not an address' } })
    await user.click(await screen.findByRole('button', { name: 'Finish' }))
    expect(await screen.findByText(emailConfigMessages.fixErrors)).toBeTruthy()
    expect(screen.getByText(emailConfigMessages.senderInvalid)).toBeTruthy()
    expect((finish() as HTMLButtonElement).disabled).toBe(true)
    expect(posts(calls, '/api/job-email-config')).toHaveLength(0)
  })

  it('turns emails off and explains where the files go', async () => {
    const user = userEvent.setup()
    renderStep()
    await user.click(await screen.findByRole('switch', { name: 'Emails enabled' }))
    expect(screen.getByRole('switch', { name: 'Emails disabled' })).toBeTruthy()
    expect(screen.getByText(/Job History tab within 5 days/)).toBeTruthy()
    expect(screen.getByText(/Premium and Enterprise plans can also download them by SFTP/)).toBeTruthy()
    expect(screen.queryByText(planMessages.notOnStandard('disableEmails'))).toBeNull()
  })

  it('keeps emails on for the Standard plan, even when an earlier plan turned them off', async () => {
    const user = userEvent.setup()
    const { calls } = renderStep({ plan: 'STANDARD', config: { ...savedConfig, isActive: false } })
    const toggle = await screen.findByRole('switch', { name: 'Emails enabled' })
    expect((toggle as HTMLInputElement).disabled).toBe(true)
    expect(screen.getByText(planMessages.notOnStandard('disableEmails'))).toBeTruthy()
    await user.click(finish())
    await waitFor(() => expect(posts(calls, '/api/job-email-config')).toHaveLength(1))
    expect(posts(calls, '/api/job-email-config')[0]).toMatchObject({ isActive: true })
  })

  it('refuses pasted images, as files or inside HTML', async () => {
    renderStep()
    const editor = await bodyEditor()
    const image = new File(['png'], 'shot.png', { type: 'image/png' })
    fireEvent.paste(editor, {
      clipboardData: { files: [image], items: [], types: ['Files'], getData: () => '' },
    })
    expect(await screen.findByText(emailConfigMessages.pasteImages)).toBeTruthy()
    notifications.clean()
    await waitFor(() => expect(screen.queryByText(emailConfigMessages.pasteImages)).toBeNull())
    const html = '<p>Logo</p><img src="https://example.com/logo.png">'
    fireEvent.paste(editor, {
      clipboardData: {
        files: [],
        items: [],
        types: ['text/html'],
        getData: (type: string) => (type === 'text/html' ? html : ''),
      },
    })
    expect(await screen.findByText(emailConfigMessages.pasteImages)).toBeTruthy()
    expect(editor.querySelector('img')).toBeNull()
    expect(editor.textContent).toBe('Hello')
  })

  it('saves the configuration, then returns to the job list', async () => {
    const user = userEvent.setup()
    const { calls } = renderStep(
      {},
      { 'POST /api/job-email-config': ({ body }) => jsonResponse({ ...savedConfig, ...(body as object) }) },
    )
    await bodyEditor()
    await user.clear(subjectField())
    await user.type(subjectField(), '  Sales – {{fileName}  ')
    await user.click(screen.getByRole('switch', { name: 'Emails enabled' }))
    await user.click(finish())
    expect(await screen.findByText(emailConfigMessages.saved)).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user-jobs'))
    const save = calls.find((call) => call.method === 'POST' && call.url.pathname === '/api/job-email-config')
    expect(save?.url.search).toBe('?userJobId=7')
    expect(posts(calls, '/api/job-email-config')).toEqual([
      {
        fromEmail: 'reports@example.com',
        emailTitle: 'Sales – {fileName}',
        emailBody: '<p>Hello</p>',
        isActive: false,
        isEmailVerified: true,
        deliverAs: 'ATTACHMENT',
        linkExpiryDays: 7,
      },
    ])
  })

  it('says when the job first runs, and asks before Finish when that is under 5 minutes away', async () => {
    const user = userEvent.setup()
    const soon = new Date(Date.now() + 3 * 60_000 + 10_000).toISOString()
    const { calls } = renderStep(
      { job: jobFixture({ id: 7, nextRun: soon, lastRun: null }) },
      { 'POST /api/job-email-config': ({ body }) => jsonResponse({ ...savedConfig, ...(body as object) }) },
    )
    await bodyEditor()
    const note = screen.getByRole('status', { name: 'Upcoming run' })
    expect(note.textContent).toMatch(
      /^First run: (today|tomorrow) at \d\d:\d\d E[SD]T \(in 3 minutes\), then at 10:00, on day 1 of the month/,
    )
    await user.click(finish())
    const dialog = await screen.findByRole('dialog', { name: firstRunConfirmTexts.title })
    expect(
      within(dialog).getByText(/in 3 minutes\) and emails its recipients\. Finish anyway\?$/),
    ).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }))
    expect(posts(calls, '/api/job-email-config')).toEqual([])
    await user.click(finish())
    await user.click(
      within(await screen.findByRole('dialog', { name: firstRunConfirmTexts.title })).getByRole('button', {
        name: 'Finish',
      }),
    )
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user-jobs'))
    expect(posts(calls, '/api/job-email-config')).toHaveLength(1)
  })

  it('says why the save failed and marks the field the server refused', async () => {
    const user = userEvent.setup()
    renderStep(
      {},
      {
        'POST /api/job-email-config': () =>
          jsonResponse(
            {
              status: 400,
              title: 'Bad Request',
              message: 'Sender domain is not allowed',
              fieldErrors: [{ field: 'fromEmail', message: 'Use a verified domain' }],
            },
            { status: 400 },
          ),
      },
    )
    await user.click(await screen.findByRole('button', { name: 'Finish' }))
    expect(await screen.findByText('Failed to save email config: Sender domain is not allowed')).toBeTruthy()
    expect(screen.getByText('Use a verified domain')).toBeTruthy()
    expect(screen.getByTestId('location').textContent).toBe('/user-jobs/7/edit?step=3')
  })

  it('falls back to the generic text when the server gives no reason', async () => {
    const user = userEvent.setup()
    renderStep({}, { 'POST /api/job-email-config': () => new Response('', { status: 502 }) })
    await user.click(await screen.findByRole('button', { name: 'Finish' }))
    expect(await screen.findByText('Failed to save email configuration')).toBeTruthy()
  })
})
