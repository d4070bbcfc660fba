import { describe, expect, it } from 'vitest'
import { isTrialExpired, trialDaysRemaining } from './account.ts'

const now = new Date('2026-11-21T12:00:00Z')
const trial = (
  daysAgo: number,
  subscriptionType: 'FREE_TRIAL' | 'STANDARD' | 'TRIAL_EXPIRED' = 'FREE_TRIAL',
) => ({
  subscriptionType,
  subscriptionStartDate: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
})

describe('free trial (spec §4)', () => {
  it.each([
    [0, 7],
    [3, 4],
    [7, 0],
    [8, -1],
  ])('started %i days ago → %i days remaining', (daysAgo, remaining) => {
    expect(trialDaysRemaining(trial(daysAgo), now)).toBe(remaining)
  })

  it('reports 365 for paid plans and blocks on TRIAL_EXPIRED or negative days', () => {
    expect(trialDaysRemaining(trial(100, 'STANDARD'), now)).toBe(365)
    expect(isTrialExpired(trial(0, 'TRIAL_EXPIRED'), now)).toBe(true)
    expect(isTrialExpired(trial(8), now)).toBe(true)
    expect(isTrialExpired(trial(7), now)).toBe(false)
  })
})
