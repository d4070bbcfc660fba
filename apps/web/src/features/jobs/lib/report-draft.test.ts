import type { BiTool, ReportJobConfView } from '@herald/contracts'
import { describe, expect, it } from 'vitest'
import { jobFixture } from '../testing/job-fixtures.ts'
import { defaultBiTool, draftFromSaved, toReportConfInput, type ReadyDraft } from './report-draft.ts'
import { withBiTool, withReport, withWorkspace } from './report-selection.ts'

const tool = (biTool: BiTool, configured: boolean) => ({ biTool, label: biTool, configured })
const job = jobFixture({ id: 9, userEmail: 'ada@example.com' })

const saved: ReportJobConfView = {
  id: 3,
  userJobId: 9,
  name: 'Power BI Report Task',
  isActive: true,
  biTool: 'POWER_BI',
  userWorkspaceId: 'w1',
  userWorkspace: 'Finance',
  userReportId: 'r1',
  userReportName: 'Sales',
  reportType: 'REPORTS',
  reportUrl: 'https://example.com/r1',
  reportRunPeriod: 'LAST_MONTH',
  filePrefix: 'Sales',
  generateExcel: true,
  listOfExcelVisuals: 'Orders',
  numberOfLoops: 1,
  timeout: 30,
  timeDelay: 2,
  pagesToPrint: 'Overview|Detail',
  pageSize: '1920*1080',
  fileFormat: 'PPTX',
  locale: 'de-DE',
  dataIngestionMode: 'MANUAL',
  filterName: '',
  visualName: '',
  skipEmptyRows: false,
  userReportGenerationFilterData: [
    {
      id: 11,
      filterName: 'Sales/Region',
      filterValue: 'West',
      filters: [{ filterName: 'Sales/Region', filterValue: 'West' }],
      toEmail: 'w@example.com',
      ccEmail: '',
      bccEmail: '',
      isActive: false,
      fields: {},
      format: null,
      attachExcel: null,
    },
  ],
}

describe('report draft', () => {
  it('defaults to the sample source unless another BI tool is configured', () => {
    expect(defaultBiTool([tool('SAMPLE', true), tool('POWER_BI', false)])).toBe('SAMPLE')
    expect(defaultBiTool([tool('SAMPLE', true), tool('POWER_BI', true)])).toBeNull()
    expect(
      defaultBiTool([tool('SAMPLE', true), tool('TABLEAU_SERVER', true), tool('TABLEAU_ONLINE', true)]),
    ).toBe('SAMPLE')
  })

  it('starts a new task with the spec defaults and one row to the account', () => {
    const draft = draftFromSaved({ job, tools: [tool('SAMPLE', true)], config: null, automated: null })
    expect(draft).toMatchObject({
      name: 'Report Task',
      biTool: 'SAMPLE',
      reportRunPeriod: 'CURRENT_DATE',
      width: '1280',
      height: '720',
      timeout: '0',
      pagesToPrint: 'All',
      listOfExcelVisuals: 'All',
      fileFormat: 'PDF',
      locale: 'en-US',
      dataIngestionMode: 'MANUAL',
    })
    expect(draft.rows).toEqual([expect.objectContaining({ toEmail: 'ada@example.com', filterName: '' })])
  })

  it('round-trips a saved task into the body Save & Next posts', () => {
    const draft = draftFromSaved({
      job,
      tools: [],
      config: saved,
      automated: {
        userJobId: 9,
        visualName: 'V',
        visualId: 'v-1',
        filterName: 'Sales/Region',
        isAutomatedFiltersEnabled: false,
      },
    })
    expect(draft).toMatchObject({
      width: '1920',
      height: '1080',
      timeout: '30',
      visualId: 'v-1',
      filterName: 'Sales/Region',
    })
    const { id: _id, userJobId: _job, ...task } = saved
    expect(toReportConfInput(draft as ReadyDraft)).toEqual({
      ...task,
      filterName: 'Sales/Region',
      visualName: 'V',
      userReportGenerationFilterData: [
        {
          id: 11,
          filterName: 'Sales/Region',
          filterValue: 'West',
          // One filter: no filters list (absent = the one filter above, ADR 0046).
          toEmail: 'w@example.com',
          ccEmail: '',
          bccEmail: '',
          isActive: false,
          fields: {},
          format: null,
          attachExcel: null,
        },
      ],
    })
    expect(toReportConfInput({ ...(draft as ReadyDraft), timeout: 'ten' }).timeout).toBeNaN()
  })
})

describe('workspace and report selection (spec §4)', () => {
  const draft = draftFromSaved({ job, tools: [], config: saved, automated: null })
  const workspace = { id: 'w2', name: 'Ops' }
  const report = { id: 'r2', name: 'Stock', workspaceId: 'w2', embedUrl: 'https://example.com/r2' }

  it('clears the report when the workspace changes and fills the Power BI defaults', () => {
    const next = withWorkspace({ ...draft, name: 'Mine', reportRunPeriod: 'LAST_WEEK' }, workspace)
    expect(next).toMatchObject({
      userWorkspaceId: 'w2',
      userWorkspace: 'Ops',
      userReportId: '',
      reportUrl: '',
      pagesToPrint: 'All',
      listOfExcelVisuals: 'All',
      name: 'Power BI Report Task',
      reportRunPeriod: 'CUSTOM',
      dataIngestionMode: 'MANUAL',
    })
    expect(withReport(next, report)).toMatchObject({
      userReportId: 'r2',
      userReportName: 'Stock',
      reportUrl: report.embedUrl,
    })
  })

  it('keeps FILE DATE and the input mode for the other tools', () => {
    const sample = withBiTool(draft, 'SAMPLE')
    expect(sample).toMatchObject({ biTool: 'SAMPLE', userWorkspaceId: '', userReportId: '' })
    const chosen = withReport(
      withWorkspace({ ...sample, dataIngestionMode: 'AUTOMATED_FILTERS' }, workspace),
      report,
    )
    expect(chosen).toMatchObject({
      reportRunPeriod: 'LAST_MONTH',
      dataIngestionMode: 'AUTOMATED_FILTERS',
      name: 'Power BI Report Task',
    })
    expect(withWorkspace(chosen, workspace)).toBe(chosen)
  })
})
