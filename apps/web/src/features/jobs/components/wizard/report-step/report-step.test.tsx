import { advancedMessages, reportMessages, type ReportJobConfView } from '@herald/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../../../../test/render.tsx'
import { jobFixture } from '../../../testing/job-fixtures.ts'
import { renderReportStep, reportStepApi, setCell, TOOLS } from './report-step-fixtures.tsx'

const combobox = (name: string) => screen.getByRole('combobox', { name })

async function choose(user: UserEvent, field: string, option: string) {
  await user.click(combobox(field))
  await user.click(await screen.findByRole('option', { name: option }))
}

/** Waits for the step, with the first workspace chosen, then picks the sample report. */
async function chooseReport(user: UserEvent) {
  await waitFor(() => expect(combobox('Workspace')).toHaveProperty('value', 'Sample workspace'), {
    timeout: 4000,
  })
  await choose(user, 'Report', 'Sales Overview')
}

const saveAndNext = () => screen.getByRole('button', { name: 'Save & Next' })

describe('Report step: account authorization', { timeout: 20_000 }, () => {
  it('starts on the sample source, chooses the first workspace and says which tools are not configured', async () => {
    const user = userEvent.setup()
    reportStepApi()
    renderReportStep()
    expect(screen.getByRole('status', { name: 'Loading the report configuration' })).toBeTruthy()
    expect(await screen.findByRole('combobox', { name: 'BI tool' })).toHaveProperty(
      'value',
      'Sample data (built in)',
    )
    await waitFor(() => expect(combobox('Workspace')).toHaveProperty('value', 'Sample workspace'), {
      timeout: 4000,
    })
    await user.click(combobox('BI tool'))
    const powerBi = await screen.findByRole('option', { name: /^Power BI/ })
    expect(powerBi.getAttribute('data-combobox-disabled')).toBe('true')
    expect(within(powerBi).getByText(reportMessages.notLinked('Power BI'))).toBeTruthy()
  })

  it('clears the report when the workspace changes, and previews the chosen report in an overlay', async () => {
    const user = userEvent.setup()
    reportStepApi({ 'GET /api/job/7/sample/workspace/other/reports': () => jsonResponse([]) })
    renderReportStep()
    await chooseReport(user)
    await user.click(screen.getByRole('button', { name: 'Preview Report' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sales Overview' })
    expect(within(dialog).getByTitle('Preview of Sales Overview').getAttribute('src')).toBe(
      '/api/job/7/sample/report/sales-overview/preview?locale=en-US&pageSize=1280*720',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Close the preview' }))
    await choose(user, 'Workspace', 'Other workspace')
    expect(combobox('Report')).toHaveProperty('value', '')
    expect(await screen.findByText('No reports found.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Preview Report' })).toBeNull()
  })

  it('shows a saved task, and refuses to go on with a tool this server has not configured', async () => {
    const user = userEvent.setup()
    const saved: Partial<ReportJobConfView> = {
      id: 1,
      userJobId: 7,
      biTool: 'POWER_BI',
      pageSize: '1920*1080',
    }
    reportStepApi({ 'GET /api/report-job-conf': () => jsonResponse({ ...savedView, ...saved }) })
    renderReportStep()
    await waitFor(() => expect(combobox('BI tool').getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getAllByText(reportMessages.notLinked('Power BI')).length).toBeGreaterThan(0)
    expect(screen.queryByRole('combobox', { name: 'Workspace' })).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Width' })).toHaveProperty('value', '1920')
    expect(screen.getByLabelText('Row 1 Filter Value')).toHaveProperty('value', 'West')
    await user.click(saveAndNext())
    expect(await screen.findByText(reportMessages.requiredFields)).toBeTruthy()
  })

  it('asks for a BI tool when several are configured', async () => {
    const user = userEvent.setup()
    const calls = reportStepApi({
      'GET /api/bi-tools': () => jsonResponse(TOOLS.map((tool) => ({ ...tool, configured: true }))),
    })
    renderReportStep()
    expect(await screen.findByRole('combobox', { name: 'BI tool' })).toHaveProperty('value', '')
    await user.click(saveAndNext())
    expect(await screen.findByText(reportMessages.requiredFields)).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('asks to create the job first when it has no id', async () => {
    const user = userEvent.setup()
    const calls = reportStepApi()
    renderReportStep({ job: null })
    expect(screen.getByText(reportMessages.createJobFirst)).toBeTruthy()
    await user.click(saveAndNext())
    expect(await screen.findByText(reportMessages.invalidJobId)).toBeTruthy()
    renderReportStep({ job: jobFixture({ id: 0 }) })
    expect(screen.getAllByText(reportMessages.createJobFirst)).toHaveLength(2)
    expect(calls).toHaveLength(0)
  })
})

describe('Report step: Save & Next', { timeout: 20_000 }, () => {
  it('posts the report task and moves on', async () => {
    const user = userEvent.setup()
    const calls = reportStepApi()
    const { onNext, onPrevious } = renderReportStep()
    await chooseReport(user)
    setCell(1, 'Filter Name', 'Sales/Region')
    setCell(1, 'Filter Value', 'West')
    fireEvent.change(screen.getByRole('textbox', { name: 'File name' }), { target: { value: 'Sales' } })
    await user.clear(screen.getByRole('textbox', { name: 'Width' }))
    await user.type(screen.getByRole('textbox', { name: 'Width' }), '1920')
    await user.click(screen.getByRole('radio', { name: 'PPTX' }))
    await choose(user, 'Locale', 'German (de-DE)')
    await user.click(saveAndNext())
    await waitFor(() => expect(onNext).toHaveBeenCalledOnce())
    const posts = calls.filter((call) => call.method === 'POST')
    expect(posts).toHaveLength(1)
    expect(posts[0]?.url.search).toBe('?userJobId=7')
    expect(posts[0]?.body).toEqual({
      ...expectedBody,
      filePrefix: 'Sales',
      pageSize: '1920*720',
      fileFormat: 'PPTX',
      locale: 'de-DE',
      userReportGenerationFilterData: [
        {
          filterName: 'Sales/Region',
          filterValue: 'West',
          toEmail: 'ada@example.com',
          ccEmail: '',
          bccEmail: '',
          isActive: true,
          fields: {},
          format: null,
          attachExcel: null,
        },
      ],
    })
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(onPrevious).toHaveBeenCalledOnce()
  })

  it('says why the server refused, and places its field errors', async () => {
    const user = userEvent.setup()
    const refused = {
      status: 400,
      title: 'Bad Request',
      message: 'Check the canvas',
      fieldErrors: [{ field: 'pageSize', message: advancedMessages.canvasRange }],
    }
    reportStepApi({ 'POST /api/report-job-conf': () => jsonResponse(refused, { status: 400 }) })
    const { onNext } = renderReportStep()
    await chooseReport(user)
    await user.click(saveAndNext())
    expect(await screen.findByText('Failed to save report config: Check the canvas')).toBeTruthy()
    expect(screen.getByText(advancedMessages.canvasRange)).toBeTruthy()
    expect(onNext).not.toHaveBeenCalled()
  })

  it('says when the server cannot be reached', async () => {
    const user = userEvent.setup()
    reportStepApi()
    renderReportStep()
    await chooseReport(user)
    vi.mocked(globalThis.fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await user.click(saveAndNext())
    expect(await screen.findByText('Network error. Please check your connection and try again.')).toBeTruthy()
  })
})

const expectedBody = {
  name: 'Report Task',
  isActive: true,
  biTool: 'SAMPLE',
  userWorkspaceId: 'sample',
  userWorkspace: 'Sample workspace',
  userReportId: 'sales-overview',
  userReportName: 'Sales Overview',
  reportUrl: '',
  reportType: 'REPORTS',
  reportRunPeriod: 'CURRENT_DATE',
  generateExcel: false,
  listOfExcelVisuals: 'All',
  numberOfLoops: 1,
  timeout: 0,
  timeDelay: 0,
  pagesToPrint: 'All',
  dataIngestionMode: 'MANUAL',
  filterName: '',
  visualName: '',
  skipEmptyRows: false,
}

const savedView: ReportJobConfView = {
  ...(expectedBody as Omit<ReportJobConfView, 'id' | 'userJobId'>),
  id: 1,
  userJobId: 7,
  filePrefix: '',
  pageSize: '1280*720',
  fileFormat: 'PDF',
  locale: 'en-US',
  userReportGenerationFilterData: [
    {
      id: 4,
      filterName: 'Sales/Region',
      filterValue: 'West',
      filters: [{ filterName: 'Sales/Region', filterValue: 'West' }],
      toEmail: 'w@example.com',
      ccEmail: '',
      bccEmail: '',
      isActive: true,
      fields: {},
      format: null,
      attachExcel: null,
    },
  ],
}
