import { describe, expect, it } from 'vitest'
import { ReportJobConf } from './report-task.ts'
import { tableauFilterProblem, tableauMessages } from './tableau-rules.ts'

describe('Tableau filter rules', () => {
  it('refuses slicers and date ranges, and accepts exact values', () => {
    expect(tableauFilterProblem('Title<>Sales/Region', 'East')).toBe(tableauMessages.noSlicers)
    expect(tableauFilterProblem('Sales/Date', '2025-01-01/2025-03-31')).toBe(
      tableauMessages.noRanges('2025-01-01/2025-03-31'),
    )
    for (const value of ['East', 'int(5)', '2025-01-01', 'Furniture,Technology'])
      expect(tableauFilterProblem('Sales/Region', value)).toBeUndefined()
  })

  it('is checked when a Tableau report task is saved, and only then', () => {
    const task = (biTool: 'SAMPLE' | 'TABLEAU_SERVER') => ({
      biTool,
      userReportId: 'r',
      userReportGenerationFilterData: [
        { filterName: 'Chart<>Sales/Region', filterValue: 'East', toEmail: 'a@example.com' },
      ],
    })
    const result = ReportJobConf.safeParse(task('TABLEAU_SERVER'))
    expect(result.error?.issues.map((i) => i.message)).toEqual([`Row 1: ${tableauMessages.noSlicers}`])
    expect(ReportJobConf.safeParse(task('SAMPLE')).success).toBe(true)
  })
})
