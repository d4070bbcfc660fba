import { describe, expect, it } from 'vitest'
import { cappedText, durationWords, planSummary } from './delivery-plan-text.ts'

describe('who gets what texts', () => {
  it('says how long a run should take in words', () => {
    expect(durationWords(0)).toBe('under a minute')
    expect(durationWords(59)).toBe('under a minute')
    expect(durationWords(90)).toBe('about 2 minutes')
    expect(durationWords(60 * 60)).toBe('about 1 hour')
    expect(durationWords(2 * 3600 + 10 * 60)).toBe('about 2 hours 10 minutes')
  })

  it('sums up files, emails and the estimate with what it comes from', () => {
    expect(planSummary({ files: 1, emails: 0, estimatedSeconds: 3, estimateFrom: 'RENDERING_RATE' })).toBe(
      '1 file, 0 emails · under a minute (estimated before its first run)',
    )
    expect(
      planSummary({ files: 10_000, emails: 10_000, estimatedSeconds: 5400, estimateFrom: 'LAST_RUNS' }),
    ).toBe('10,000 files, 10,000 emails · about 1 hour 30 minutes (from this job’s last runs)')
  })

  it('says when the list is capped', () => {
    expect(cappedText(200, 10_000)).toBe('Showing the first 200 of 10,000 rows.')
    expect(cappedText(2, 2)).toBeNull()
  })
})
