import { describe, expect, it } from 'vitest'
import { refreshRunAllowedAt, refreshSettingsProblem, type RefreshRunRules } from './refresh-triggers.ts'

const rules = (change: Partial<RefreshRunRules>): RefreshRunRules => ({
  timeZone: 'Europe/Paris',
  runWindowStart: null,
  runWindowEnd: null,
  refreshMinHours: null,
  lastRefreshRunAt: null,
  ...change,
})
const at = (iso: string) => new Date(iso)

describe('refreshRunAllowedAt', () => {
  it('allows now without a window or limit', () => {
    expect(refreshRunAllowedAt(rules({}), at('2026-06-01T03:00:00Z'))).toEqual(at('2026-06-01T03:00:00Z'))
  })

  it('waits for the window in the job’s zone, and allows inside it up to (not at) its end', () => {
    const window = rules({ runWindowStart: '06:00', runWindowEnd: '20:00' })
    // 03:00 UTC is 05:00 in Paris (summer time): wait for 06:00 Paris = 04:00 UTC.
    expect(refreshRunAllowedAt(window, at('2026-06-01T03:00:00Z'))).toEqual(at('2026-06-01T04:00:00Z'))
    expect(refreshRunAllowedAt(window, at('2026-06-01T10:00:00Z'))).toEqual(at('2026-06-01T10:00:00Z'))
    // 18:00 UTC is 20:00 in Paris: the window has closed, the next opens tomorrow.
    expect(refreshRunAllowedAt(window, at('2026-06-01T18:00:00Z'))).toEqual(at('2026-06-02T04:00:00Z'))
  })

  it('takes a window that spans midnight', () => {
    const night = rules({ runWindowStart: '22:00', runWindowEnd: '02:00' })
    expect(refreshRunAllowedAt(night, at('2026-06-01T23:30:00Z'))).toEqual(at('2026-06-01T23:30:00Z')) // 01:30
    expect(refreshRunAllowedAt(night, at('2026-06-01T10:00:00Z'))).toEqual(at('2026-06-01T20:00:00Z'))
  })

  it('opens a window whose start does not exist on a spring-forward day at the first valid instant', () => {
    const window = rules({ runWindowStart: '02:30', runWindowEnd: '05:00' })
    // 29 March 2026 in Paris: 02:00 jumps to 03:00 (01:00 UTC).
    expect(refreshRunAllowedAt(window, at('2026-03-29T00:10:00Z'))).toEqual(at('2026-03-29T01:00:00Z'))
  })

  it('keeps at most one run per N hours, then applies the window', () => {
    const limited = rules({ refreshMinHours: 4, lastRefreshRunAt: at('2026-06-01T08:00:00Z') })
    expect(refreshRunAllowedAt(limited, at('2026-06-01T09:00:00Z'))).toEqual(at('2026-06-01T12:00:00Z'))
    const both = { ...limited, runWindowStart: '06:00', runWindowEnd: '13:00' } // 13:00 Paris = 11:00 UTC
    expect(refreshRunAllowedAt(both, at('2026-06-01T09:00:00Z'))).toEqual(at('2026-06-02T04:00:00Z'))
  })
})

describe('refreshSettingsProblem', () => {
  it('needs both ends of a window, different ones, and something that starts the job', () => {
    expect(refreshSettingsProblem({ runWindowStart: '06:00' })).toMatch(/both ends/)
    expect(refreshSettingsProblem({ runWindowStart: '06:00', runWindowEnd: '06:00' })).toMatch(/same time/)
    expect(refreshSettingsProblem({ runOnSchedule: false })).toMatch(/never run/)
    expect(refreshSettingsProblem({ runOnSchedule: false, runAfterRefresh: true })).toBeUndefined()
  })
})
