import { expect, it } from 'vitest'
import { createThrottle } from './throttle.ts'

it('answers true at most once per interval', () => {
  let now = 0
  const allow = createThrottle(30_000, () => now)
  expect(allow()).toBe(true)
  now = 29_999
  expect(allow()).toBe(false)
  now = 30_000
  expect(allow()).toBe(true)
})
