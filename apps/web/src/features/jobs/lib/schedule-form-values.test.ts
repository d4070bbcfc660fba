import { jobMessages } from '@herald/contracts'
import { describe, expect, it } from 'vitest'
import { jobFixture } from '../testing/job-fixtures.ts'
import {
  scheduleFormDefaults,
  scheduleFormSchema,
  storedStartOf,
  toJobInput,
} from './schedule-form-values.ts'

const now = new Date('2026-11-21T15:00:00Z')

describe('step 1 form', () => {
  it('starts a new job with the wizard defaults', () => {
    expect(scheduleFormDefaults(undefined, now)).toEqual({
      name: 'New Job',
      mode: 'cron',
      cron: '0 10 1 * *',
      frequency: 'MONTHLY',
      startDate: '2026-11-21',
      startTime: '10:00',
      timeZone: 'America/New_York',
      endDate: '',
      workingDaysOnly: false,
      holidayPolicy: 'NEXT_WORKING_DAY',
    })
  })

  it('edits a frequency job in frequency mode, with its cron equivalent ready for the builder', () => {
    const values = scheduleFormDefaults(
      jobFixture({
        jobCronExpression: null,
        jobRunFrequency: 'WEEKLY',
        userJobStartTime: '2026-11-23T08:30:00',
      }),
    )
    expect(values).toMatchObject({
      mode: 'frequency',
      cron: '30 8 * * 1',
      startDate: '2026-11-23',
      startTime: '08:30',
    })
  })

  it('lets a stored past start date stay, but not a changed one', () => {
    const job = jobFixture({ jobCronExpression: null, userJobStartTime: '2025-01-01T10:00:00' })
    const values = scheduleFormDefaults(job)
    const schema = scheduleFormSchema(storedStartOf(values), () => now)
    expect(schema.safeParse(values).success).toBe(true)
    const moved = schema.safeParse({ ...values, timeZone: 'Europe/Paris' })
    expect(moved.success).toBe(false)
    expect(moved.error?.issues[0]?.message).toBe(jobMessages.startInPast)
  })

  it('moves a hidden past start date to today when a cron job changes zone', () => {
    const values = scheduleFormDefaults(jobFixture({ userJobStartTime: '2025-01-01T10:00:00' }))
    const stored = storedStartOf(values)
    expect(toJobInput(values, { stored, now }).userJobStartTime).toBe('2025-01-01T10:00:00')
    expect(toJobInput({ ...values, timeZone: 'Asia/Tokyo' }, { stored, now }).userJobStartTime).toBe(
      '2026-11-22T10:00:00',
    )
  })
})
