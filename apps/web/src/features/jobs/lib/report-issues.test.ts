import { advancedMessages, filterMessages, reportMessages } from '@herald/contracts'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-error.ts'
import { jobFixture } from '../testing/job-fixtures.ts'
import { gridRow } from './grid-rows.ts'
import { draftFromSaved, type ReadyDraft } from './report-draft.ts'
import { issueField, reportIssues, serverIssues } from './report-issues.ts'

const base = {
  ...draftFromSaved({ job: jobFixture(), tools: [], config: null, automated: null }),
  biTool: 'SAMPLE',
  userReportId: 'sales-overview',
} as ReadyDraft

describe('reportIssues', () => {
  it('passes a complete task', () => {
    expect(reportIssues(base)).toEqual({ fields: {}, rowProblems: [] })
  })

  it('places each contract message on its field, the first one for the toast', () => {
    const issues = reportIssues({ ...base, userReportId: '', width: '', timeout: '-1', rows: [gridRow()] })
    expect(issues.first).toBe(advancedMessages.timeoutNegative)
    expect(issues.fields).toEqual({
      canvas: advancedMessages.wholeNumbers,
      timeout: advancedMessages.timeoutNegative,
      report: reportMessages.reportRequired,
    })
    expect(issues.rowProblems).toEqual([filterMessages.manualNeedsRow])
  })

  it('numbers row problems as the grid shows them', () => {
    const rows = [
      gridRow({ toEmail: 'a@example.com' }),
      gridRow(),
      gridRow({ filterName: 'Region', toEmail: ' ' }),
    ]
    expect(reportIssues({ ...base, rows }).rowProblems).toEqual([
      `Row 3: ${filterMessages.syntax}`,
      `Row 3: ${filterMessages.toRequired}`,
    ])
  })

  it('asks automated mode for its filter name, and Power BI for its visual', () => {
    const automated = { ...base, dataIngestionMode: 'AUTOMATED_FILTERS' as const, rows: [] }
    expect(reportIssues(automated).fields).toEqual({ filterName: filterMessages.automatedNeedsFilter })
    expect(reportIssues({ ...automated, biTool: 'POWER_BI', filterName: 'Sales/Region' }).fields).toEqual({
      visualName: filterMessages.automatedNeedsVisual,
    })
  })

  it("maps the server's field errors", () => {
    expect(issueField('userReportGenerationFilterData[2].toEmail')).toBe('rows')
    const error = new ApiError({
      status: 400,
      body: {
        status: 400,
        title: 'Bad Request',
        message: 'Invalid',
        fieldErrors: [
          { field: 'pageSize', message: advancedMessages.canvasRange },
          { field: 'userReportGenerationFilterData', message: 'Row 1: bad' },
          { field: 'unknown', message: 'ignored' },
        ],
      },
      rawBody: '',
    })
    expect(serverIssues(error)).toEqual({
      fields: { canvas: advancedMessages.canvasRange },
      rowProblems: ['Row 1: bad'],
    })
    expect(serverIssues(new Error('x'))).toEqual({ fields: {}, rowProblems: [] })
  })
})
