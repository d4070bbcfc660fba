import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-error.ts'
import { saveReportErrorText } from './save-report-error.ts'

const failed = (status: number | null, body: object | null = null) =>
  new ApiError({ status, body, rawBody: body ? JSON.stringify(body) : '' })

describe('saveReportErrorText', () => {
  it('follows spec §8 "Report config save" rule by rule', () => {
    expect(saveReportErrorText(failed(400, { message: 'Bad task' }))).toBe(
      'Failed to save report config: Bad task',
    )
    expect(saveReportErrorText(failed(409, { detail: 'Busy' }))).toBe('Failed to save report config: Busy')
    expect(saveReportErrorText(failed(503))).toBe('Failed to save report config: Server error (503)')
    expect(saveReportErrorText(failed(0))).toBe('Network error. Please check your connection and try again.')
    expect(saveReportErrorText(failed(null))).toBe(
      'Network error. Please check your connection and try again.',
    )
    expect(saveReportErrorText(new TypeError('x is undefined'))).toBe('Configuration error: x is undefined')
  })
})
