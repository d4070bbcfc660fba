import { describe, expect, it } from 'vitest'
import { upgradeLabel } from './upgrade-label.ts'

describe('upgradeLabel (spec §4 Free trial)', () => {
  it('counts the free days left from 7 down to 0', () => {
    expect(upgradeLabel(7)).toBe('Upgrade. 7 Free Days Remaining')
    expect(upgradeLabel(0)).toBe('Upgrade. 0 Free Days Remaining')
  })

  it('says expired below 0', () => {
    expect(upgradeLabel(-1)).toBe('Upgrade. Free Trial Expired')
  })

  it('is hidden for paid plans', () => {
    expect(upgradeLabel(365)).toBeNull()
  })
})
