import { filterMessages, planMessages, REPORT_RUN_PERIOD_LABELS } from '@herald/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../../../test/render.tsx'
import { todayIn } from '../../../../../lib/format-date.ts'
import { reportStepTexts } from '../../../lib/report-step-texts.ts'
import { renderReportStep, reportStepApi, setCell } from './report-step-fixtures.tsx'

async function choose(user: UserEvent, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }))
  await user.click(await screen.findByRole('option', { name: option }))
}

async function chooseReport(user: UserEvent) {
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Workspace' })).toHaveProperty('value', 'Sample workspace'),
  )
  await choose(user, 'Report', 'Sales Overview')
}

const posted = (calls: { method: string; url: URL; body: unknown }[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname === path).map((call) => call.body)

describe('Plan rules (spec §6)', { timeout: 20_000 }, () => {
  it('keeps Automated Input and the Excel export from the Standard plan, with a way to upgrade', async () => {
    reportStepApi()
    renderReportStep({ plan: 'STANDARD' })
    expect(await screen.findByRole('radio', { name: 'Automated Input' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('switch', { name: 'Excel export of table and matrix visuals' })).toHaveProperty(
      'disabled',
      true,
    )
    expect(screen.getByRole('link', { name: planMessages.upgradePremium }).getAttribute('href')).toBe(
      '/account/billing',
    )
    expect(screen.getByRole('link', { name: planMessages.upgradePremiumExcel }).getAttribute('href')).toBe(
      '/account/billing',
    )
    expect(screen.getByText(planMessages.notOnStandard('automatedInput'))).toBeTruthy()
    expect(screen.getByText(planMessages.notOnStandard('excelExport'))).toBeTruthy()
  })

  it('lets Premium choose the Excel visuals, kept as comma-separated names', async () => {
    const user = userEvent.setup()
    const calls = reportStepApi()
    const { onNext } = renderReportStep()
    await chooseReport(user)
    await user.click(screen.getByRole('switch', { name: 'Excel export of table and matrix visuals' }))
    expect(screen.getByText(reportStepTexts.excelUniqueNames)).toBeTruthy()
    await choose(user, 'Visuals for Excel export', 'Top customers (TopCustomers)')
    await choose(user, 'Visuals for Excel export', 'Report recipients by region (RegionManagers)')
    expect(screen.queryByRole('option', { name: /Key figures/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Save & Next' }))
    await waitFor(() => expect(onNext).toHaveBeenCalled())
    expect(posted(calls, '/api/report-job-conf')[0]).toMatchObject({
      generateExcel: true,
      listOfExcelVisuals: 'TopCustomers,RegionManagers',
    })
  })
})

describe('Automated Input', { timeout: 20_000 }, () => {
  it('needs a filter name, then saves the task and the automated settings', async () => {
    const user = userEvent.setup()
    const calls = reportStepApi()
    const { onNext } = renderReportStep()
    await chooseReport(user)
    await user.click(screen.getByRole('radio', { name: 'Automated Input' }))
    expect(screen.getByText(reportStepTexts.automatedIntro)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Save & Next' }))
    expect(await screen.findAllByText(filterMessages.automatedNeedsFilter)).toHaveLength(2) // inline and toast
    fireEvent.change(screen.getByRole('textbox', { name: 'Filter name' }), {
      target: { value: 'Sales/Region' },
    })
    await choose(user, 'Source visual', 'Report recipients by region (RegionManagers)')
    await user.click(screen.getByRole('button', { name: 'Save & Next' }))
    await waitFor(() => expect(onNext).toHaveBeenCalled())
    expect(posted(calls, '/api/report-job-conf')[0]).toMatchObject({
      dataIngestionMode: 'AUTOMATED_FILTERS',
      filterName: 'Sales/Region',
      visualName: 'RegionManagers',
    })
    expect(posted(calls, '/api/automated-filters')).toEqual([
      {
        userJobId: 7,
        filterName: 'Sales/Region',
        visualName: 'RegionManagers',
        visualId: 'RegionManagers',
        isAutomatedFiltersEnabled: true,
      },
    ])
  })

  it('shows the rows read from the BI tool, and switches the settings off when back to manual', async () => {
    const user = userEvent.setup()
    const automated = {
      userJobId: 7,
      filterName: 'Sales/Region',
      visualName: 'RegionManagers',
      visualId: 'RegionManagers',
      isAutomatedFiltersEnabled: true,
    }
    const row = {
      filterName: 'Sales/Region',
      filterValue: 'West',
      filters: [{ filterName: 'Sales/Region', filterValue: 'West' }],
      toEmail: 'west@example.com',
      ccEmail: '',
      bccEmail: '',
      isActive: true,
      fields: { Manager: 'Wes Lee' },
      format: null,
      attachExcel: null,
    }
    const calls = reportStepApi({
      'GET /api/automated-filters/7': () => jsonResponse(automated),
      'GET /api/automated-filters/7/preview': () => jsonResponse([row]),
    })
    const { onNext } = renderReportStep()
    expect(await screen.findByRole('textbox', { name: 'Filter name' })).toHaveProperty(
      'value',
      'Sales/Region',
    )
    await user.click(screen.getByRole('button', { name: 'Read rows' }))
    const table = await screen.findByRole('table', { name: 'Rows read from the BI tool' })
    expect(within(table).getByText('west@example.com')).toBeTruthy()
    // The BI table's other columns are the rows' own columns (ADR 0047).
    expect(within(table).getByRole('columnheader', { name: 'Manager' })).toBeTruthy()
    expect(within(table).getByText('Wes Lee')).toBeTruthy()
    await chooseReport(user)
    await user.click(screen.getByRole('radio', { name: 'Manual Input' }))
    await user.click(screen.getByRole('button', { name: 'Save & Next' }))
    await waitFor(() => expect(onNext).toHaveBeenCalled())
    // Choosing the report cleared the visual, which belongs to the report it was chosen from.
    expect(posted(calls, '/api/automated-filters')).toEqual([
      { ...automated, visualName: '', visualId: '', isAutomatedFiltersEnabled: false },
    ])
  })
})

describe('File name', { timeout: 20_000 }, () => {
  it('shows the name a file of today would get', async () => {
    const user = userEvent.setup()
    reportStepApi()
    renderReportStep()
    await chooseReport(user)
    fireEvent.change(screen.getByRole('textbox', { name: 'File name' }), { target: { value: 'Sales' } })
    setCell(1, 'Filter Name', 'Sales/Region')
    setCell(1, 'Filter Value', 'West')
    const today = todayIn('America/New_York')
    expect(screen.getByText(`Example file name: Sales - ${today} - West.pdf`)).toBeTruthy()
    await choose(user, 'File date', REPORT_RUN_PERIOD_LABELS.CUSTOM)
    expect(screen.getByText('Example file name: Sales - West.pdf')).toBeTruthy()
  })
})
