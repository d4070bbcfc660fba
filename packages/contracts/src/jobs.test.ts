import { describe, expect, it } from 'vitest'
import { LocalDateTime } from './jobs.ts'

describe('LocalDateTime', () => {
  it('takes real wall times, with or without seconds', () => {
    for (const text of ['2026-12-01T10:00:00', '2028-02-29T23:59', '2026-01-31T00:00:59'])
      expect(LocalDateTime.safeParse(text).success, text).toBe(true)
  })

  it('refuses a date or time that does not exist, once, with the format hint', () => {
    for (const text of [
      '2026-13-45T99:99:99',
      '2027-02-29T10:00',
      '2026-04-31T10:00',
      '2026-01-01T24:00',
      'soon',
    ])
      expect(
        LocalDateTime.safeParse(text).error?.issues.map((i) => i.message),
        text,
      ).toEqual(['Use a date and time like 2026-12-01T10:00:00.'])
  })
})
