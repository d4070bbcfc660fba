import { describe, expect, it } from 'vitest'
import { RegisterInput, SendCodeInput, VerifyCodeInput, authMessages } from './auth.ts'

const firstMessage = (r: { error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message

describe('sign-in and registration rules (spec §5)', () => {
  it.each([
    ['', authMessages.emailRequired],
    ['a@b', authMessages.emailMin],
    [`${'a'.repeat(250)}@b.co`, authMessages.emailMax],
    ['not-an-email', authMessages.emailInvalid],
  ])('email %j → %s', (email, message) => {
    expect(firstMessage(SendCodeInput.safeParse({ email }))).toBe(message)
  })

  it('requires a code of at most 6 digits', () => {
    expect(firstMessage(VerifyCodeInput.safeParse({ email: 'a@b.co', code: '' }))).toBe(
      authMessages.codeRequired,
    )
    expect(firstMessage(VerifyCodeInput.safeParse({ email: 'a@b.co', code: '1234567' }))).toBe(
      authMessages.codeRequired,
    )
    expect(VerifyCodeInput.safeParse({ email: 'a@b.co', code: '123456' }).success).toBe(true)
  })

  it('requires a first name without line breaks and defaults the language to en', () => {
    expect(firstMessage(RegisterInput.safeParse({ firstName: ' ', email: 'a@b.co' }))).toBe(
      authMessages.firstNameRequired,
    )
    expect(RegisterInput.safeParse({ firstName: 'A\r\nBcc: x', email: 'a@b.co' }).success).toBe(false)
    expect(RegisterInput.parse({ firstName: ' Ada ', email: 'ada@example.com' })).toEqual({
      firstName: 'Ada',
      email: 'ada@example.com',
      langKey: 'en',
    })
  })
})
