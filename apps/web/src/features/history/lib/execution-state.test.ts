import { describe, expect, it } from 'vitest'
import { executionFixture } from '../testing/history-fixtures.ts'
import { describeRun, isExecutionActive } from './execution-state.ts'

describe('describeRun', () => {
  it('names the trigger and the outcome, with the reason when there is one', () => {
    expect(describeRun(executionFixture())).toBe('Scheduled · Finished')
    expect(
      describeRun(executionFixture({ trigger: 'MANUAL', runStatus: 'FAILED', reason: 'Timed out' })),
    ).toBe('Run now · Failed: Timed out')
    expect(describeRun(executionFixture({ trigger: 'CATCH_UP', runStatus: 'SKIPPED' }))).toBe(
      'Catch-up · Skipped',
    )
  })

  it('says a test send reached only the tester, and how many rows were skipped for having no data', () => {
    expect(describeRun(executionFixture({ trigger: 'TEST' }))).toBe(
      'Test send · Finished. Sent only to the address in the To column; the rows’ own recipients got nothing and the schedule did not move',
    )
    expect(describeRun(executionFixture({ skipped: 2 }))).toBe(
      'Scheduled · Finished. 2 rows had no data and were skipped: nothing was sent for them',
    )
  })
})

describe('isExecutionActive', () => {
  it('is true while the run is queued or running, or files or emails wait', () => {
    expect(isExecutionActive(executionFixture())).toBe(false)
    expect(isExecutionActive(executionFixture({ runStatus: 'QUEUED' }))).toBe(true)
    expect(isExecutionActive(executionFixture({ runStatus: 'RUNNING' }))).toBe(true)
    expect(isExecutionActive(executionFixture({ inQueue: 1 }))).toBe(true)
    expect(isExecutionActive(executionFixture({ emailStatus: 'In Queue' }))).toBe(true)
  })
})
