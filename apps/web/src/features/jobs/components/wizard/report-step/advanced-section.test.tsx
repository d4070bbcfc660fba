import { advancedMessages, sftpMessages } from '@herald/contracts'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { reportStepTexts } from '../../../lib/report-step-texts.ts'
import { jsonResponse } from '../../../../../test/render.tsx'
import { renderReportStep, reportStepApi, TABLEAU_LINK, TOOLS } from './report-step-fixtures.tsx'

const textbox = (name: string) => screen.getByRole('textbox', { name })

describe('Advanced section', { timeout: 20_000 }, () => {
  it('takes whole numbers only for the canvas', async () => {
    const user = userEvent.setup()
    reportStepApi()
    renderReportStep()
    const width = await screen.findByRole('textbox', { name: 'Width' })
    fireEvent.change(width, { target: { value: '1280.5' } })
    expect(screen.getByText(advancedMessages.wholeNumbers)).toBeTruthy()
    expect(width).toHaveProperty('value', '1280')
    fireEvent.blur(width)
    expect(screen.queryByText(advancedMessages.wholeNumbers)).toBeNull()
    await user.clear(textbox('Height'))
    await user.click(screen.getByRole('button', { name: 'Save & Next' }))
    expect(await screen.findAllByText(advancedMessages.wholeNumbers)).toHaveLength(2) // inline and toast
  })

  it('corrects the timeout when it is left', async () => {
    const user = userEvent.setup()
    reportStepApi()
    renderReportStep()
    const timeout = await screen.findByRole('textbox', { name: 'Timeout (seconds)' })
    for (const [typed, value, message] of [
      ['ten', '0', advancedMessages.timeoutNumbersOnly],
      ['-5', '0', advancedMessages.timeoutNegative],
      ['500', '180', advancedMessages.timeoutTooLong],
    ] as const) {
      await user.clear(timeout)
      await user.type(timeout, typed)
      await user.tab()
      expect(screen.getByText(message)).toBeTruthy()
      expect(timeout).toHaveProperty('value', value)
    }
    await user.clear(timeout)
    await user.tab()
    expect(timeout).toHaveProperty('value', '0')
    expect(screen.queryByText(advancedMessages.timeoutTooLong)).toBeNull()
  })

  it('cleans page names as they are entered, warning for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    reportStepApi()
    renderReportStep()
    const pages = await screen.findByRole('combobox', { name: 'Select pages to print' })
    await user.type(pages, 'Sales: EU{Enter}')
    expect(screen.getByText(advancedMessages.pagesCharactersCleaned)).toBeTruthy()
    await user.type(pages, 'North   America{Enter}')
    expect(screen.getByText(advancedMessages.pagesSpacesCleaned)).toBeTruthy()
    await user.type(pages, 'Q1 / Q2{Enter}')
    expect(screen.getByText(advancedMessages.pagesCleaned)).toBeTruthy()
    for (const page of ['Sales EU', 'North America', 'Q1 Q2']) expect(screen.getByText(page)).toBeTruthy()
    act(() => vi.advanceTimersByTime(5000))
    await waitFor(() => expect(screen.queryByText(advancedMessages.pagesCleaned)).toBeNull())
  })

  it('shows the SFTP note, and hides the Power BI options for Tableau', async () => {
    const user = userEvent.setup()
    reportStepApi({
      'GET /api/bi-tools': () =>
        jsonResponse([TOOLS[0], { biTool: 'TABLEAU_ONLINE', label: 'Tableau Cloud', configured: true }]),
      'GET /api/job/7/tableau-online/workspaces': () => jsonResponse([]),
      'GET /api/auth-config/7': () => jsonResponse(TABLEAU_LINK),
    })
    renderReportStep()
    expect(await screen.findByText(reportStepTexts.downloadNote)).toBeTruthy()
    await user.click(screen.getByRole('combobox', { name: 'BI tool' }))
    await user.click(await screen.findByRole('option', { name: 'Sample data (built in)' }))
    expect(screen.getByRole('radio', { name: 'PPTX' })).toBeTruthy()
    await user.click(screen.getByRole('combobox', { name: 'BI tool' }))
    await user.click(await screen.findByRole('option', { name: 'Tableau Cloud' }))
    expect(await screen.findByText('No workspaces found.')).toBeTruthy()
    for (const name of ['PPTX', 'PDF']) expect(screen.queryByRole('radio', { name })).toBeNull()
    expect(screen.queryByRole('combobox', { name: 'Select pages to print' })).toBeNull()
    expect(screen.queryByRole('switch', { name: 'Excel export of table and matrix visuals' })).toBeNull()
  })

  it('shows where to download by SFTP when the account has credentials', async () => {
    reportStepApi({
      'GET /api/account/sftp': () =>
        jsonResponse({ host: 'files.example.com', port: 2222, username: 'ann-3f9a1c' }),
    })
    renderReportStep()
    expect(
      await screen.findByText(sftpMessages.wizardNote('files.example.com', 2222, 'ann-3f9a1c')),
    ).toBeTruthy()
    expect(screen.queryByText(reportStepTexts.downloadNote)).toBeNull()
  })
})
