import { describe, expect, it } from 'vitest'
import { jobMessages, UserJobInput } from './jobs.ts'

const job = (userJobStartTime: string) => ({ name: 'Monthly sales', timeZone: 'UTC', userJobStartTime })
const messages = (userJobStartTime: string) => {
  const result = UserJobInput.safeParse(job(userJobStartTime))
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('userJobStartTime', () => {
  it.each(['2027-02-28T10:00:00', '2028-02-29T10:00:00', '2027-12-31T23:59:59', '2027-01-01T00:00'])(
    'accepts the real date-time %s',
    (value) => expect(messages(value)).toEqual([]),
  )

  it.each([
    '2027-02-29T10:00:00', // not a leap year
    '2027-02-30T10:00:00',
    '2027-04-31T10:00:00',
    '2027-13-45T10:00:00',
    '2027-00-10T10:00:00',
    '2027-06-01T24:00:00',
    '2027-06-01T23:60:00',
    '2027-06-01T23:59:60',
  ])('refuses %s with one clear message', (value) => {
    expect(messages(value)).toEqual([jobMessages.startDateInvalid])
  })

  it('says only how to write a malformed value', () => {
    expect(messages('next tuesday')).toEqual(['Use a date and time like 2026-12-01T10:00:00.'])
  })
})
