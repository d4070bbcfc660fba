import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-error.ts'
import { jobSaveMessages, SaveJobError, saveJobErrorText } from './save-job-error.ts'

const failed = (status: number | null, body: object | null = null) =>
  new ApiError({ status, body, rawBody: body ? JSON.stringify(body) : '' })

describe('saveJobErrorText', () => {
  it('follows spec §8 "Jobs" rule by rule', () => {
    expect(saveJobErrorText(failed(400, { message: 'Bad name' }))).toBe('Failed to save job: Bad name')
    expect(saveJobErrorText(failed(422, { detail: 'Too long' }))).toBe('Failed to save job: Too long')
    expect(saveJobErrorText(failed(502))).toBe('Failed to save job: Server error (502)')
    expect(saveJobErrorText(failed(0))).toBe(jobSaveMessages.network)
    expect(saveJobErrorText(failed(null))).toBe(jobSaveMessages.network)
    expect(saveJobErrorText(new SaveJobError(jobSaveMessages.invalidId))).toBe(
      'Invalid job ID received from server',
    )
    expect(saveJobErrorText(new TypeError('x'))).toBe('An unexpected error occurred while saving the job.')
  })
})
