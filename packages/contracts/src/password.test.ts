import { describe, expect, it } from 'vitest'
import { Password, ResetFinishInput, passwordMessages, passwordStrength } from './password.ts'

describe('password strength (spec §5 formula)', () => {
  it.each([
    ['', 0, 0],
    ['abc', 10, 1], // 6 + 10 = 16, capped at 10: six characters or fewer
    ['abcdefgh', 10, 1], // 16 + 10 = 26, capped at 10: one class
    ['abcdefg1', 20, 2], // 16 + 20 = 36, capped at 20: two classes
    ['abcdefG1', 40, 4], // 16 + 30 = 46, capped at 40: three classes
    ['Abcdefgh12!x', 65, 5], // 24 + 1 (≥ 10 characters) + 40: four classes, no cap
  ])('%j scores %i, level %i', (password, score, level) => {
    expect(passwordStrength(password)).toEqual({ score, level })
  })
})

describe('password rules (8–128, DESIGN.md §8.4)', () => {
  it('uses the spec texts with the new numbers', () => {
    expect(Password.safeParse('').error?.issues[0]?.message).toBe(passwordMessages.required)
    expect(Password.safeParse('1234567').error?.issues[0]?.message).toBe(passwordMessages.min)
    expect(Password.safeParse('x'.repeat(129)).error?.issues[0]?.message).toBe(passwordMessages.max)
    expect(Password.safeParse('12345678').success).toBe(true)
  })

  it('requires a matching confirmation', () => {
    const mismatch = ResetFinishInput.safeParse({ newPassword: 'long enough', confirmPassword: 'different' })
    expect(mismatch.error?.issues[0]?.message).toBe(passwordMessages.mismatch)
    const missing = ResetFinishInput.safeParse({ newPassword: 'long enough', confirmPassword: '' })
    expect(missing.error?.issues[0]?.message).toBe(passwordMessages.confirmRequired)
  })
})
