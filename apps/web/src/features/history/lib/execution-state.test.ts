import { historyMessages } from '@herald/contracts'
import { describe, expect, it } from 'vitest'
import { executionFixture } from '../testing/history-fixtures.ts'
import { describeRun, isExecutionActive, sendBlockedMessages, sendBlockedReason } from './execution-state.ts'

const executedAt = '2026-11-21T14:05:00.000Z'
const at = (days: number) => new Date(executedAt).getTime() + days * 86_400_000

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
  it('is true while the run is queued or running, or files wait', () => {
    expect(isExecutionActive(executionFixture())).toBe(false)
    expect(isExecutionActive(executionFixture({ runStatus: 'QUEUED' }))).toBe(true)
    expect(isExecutionActive(executionFixture({ runStatus: 'RUNNING' }))).toBe(true)
    expect(isExecutionActive(executionFixture({ inQueue: 1 }))).toBe(true)
  })
})

describe('sendBlockedReason', () => {
  it('says files older than 5 days can no longer be emailed', () => {
    expect(sendBlockedReason(executionFixture({ executedAt }), at(5.1))).toBe(historyMessages.emailsExpired)
  })

  it('says why a recent run cannot be emailed', () => {
    expect(sendBlockedReason(executionFixture({ executedAt, inQueue: 2 }), at(1))).toBe(
      sendBlockedMessages.running,
    )
    expect(sendBlockedReason(executionFixture({ executedAt, generated: 0 }), at(1))).toBe(
      sendBlockedMessages.noFiles,
    )
    expect(sendBlockedReason(executionFixture({ executedAt }), at(1))).toBe(sendBlockedMessages.alreadySent)
  })
})
