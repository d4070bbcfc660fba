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
