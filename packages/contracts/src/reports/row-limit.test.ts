import { describe, expect, it } from 'vitest'
import { MAX_FILTER_ROWS } from './filter-rows.ts'
import { ReportJobConf } from './report-task.ts'

describe('the row limit of a report task', () => {
  const task = (rows: number) => ({
    biTool: 'SAMPLE' as const,
    userReportId: 'sales-overview',
    userReportGenerationFilterData: Array.from({ length: rows }, (_, i) => ({
      filterName: 'Sales/Store',
      filterValue: `int(${i})`,
      toEmail: `store${i}@example.com`,
    })),
  })

  it('takes 10,000 rows and says why it refuses 10,001', () => {
    expect(MAX_FILTER_ROWS).toBe(10_000)
    expect(ReportJobConf.safeParse(task(10_000)).success).toBe(true)
    const refused = ReportJobConf.safeParse(task(10_001))
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['userReportGenerationFilterData', 'A job takes at most 10,000 rows.'],
    ])
  })
})
