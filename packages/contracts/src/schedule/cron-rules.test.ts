import { Cron } from 'croner'
import cronstrue from 'cronstrue'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { autoCorrectCron, cronProblem } from './cron-rules.ts'
import { cronMatcher, fieldSet } from './next-runs.oracle.ts'
import { scheduleMessages as m } from './schedule-messages.ts'

describe('cronProblem', () => {
  it.each([
    '0 10 1 * *',
    '0 10 * * *',
    '*/30 * * * *',
    '0,30 * * * *',
    '0-59/30 9-17 * * 1-5',
    '15,45 * * * *',
    '0 */2 * * *',
    '0,45 9 * * *', // 09:00 and 09:45 only
    '0,45 9,11 * * *', // 11:00 follows 09:45 by 75 minutes
    '0,45 0,23 1 * *', // 23:45 on the 1st is never followed by 00:00 on the 2nd
    '45 23 * * *',
    '0 10 * * 7',
    '0 0 29 2 *',
    '  0   10 1 * *  ',
    '0 18 L * *', // last day of the month (ADR 0045)
    '0 18 LW * *', // last weekday of the month
    '0 9 15W * *', // weekday nearest the 15th
    '0 9 * * 1#1', // first Monday
    '0 9 * * 5#L', // last Friday
    '0 9 * * 5L', // last Friday, the other spelling
    '0,30 9 L 3,6,9,12 *',
  ])('accepts %s', (cron) => expect(cronProblem(cron)).toBeUndefined())

  it.each([
    ['', m.cronParts],
    ['0 10 1 *', m.cronParts],
    ['0 10 1 * * *', m.cronParts],
    ['0 10 1 * MON', m.cronCharacters('day-of-week')],
    ['0 10 ? * 1', m.cronCharacters('day-of-month')],
    ['0 10 L,1 * *', m.cronDayOfMonthForms],
    ['0 10 L-2 * *', m.cronDayOfMonthForms],
    ['0 10 32W * *', m.cronDayOfMonthForms],
    ['0 10 1-5W * *', m.cronDayOfMonthForms],
    ['0 10 * * 5#6', m.cronDayOfWeekForms],
    ['0 10 * * 8#1', m.cronDayOfWeekForms],
    ['0 10 * * 1#1,5#L', m.cronDayOfWeekForms],
    ['0 10 L * 5#L', m.cronDayConflict],
    ['*/10 9 L * *', m.cronTooFrequent],
    ['0 1-2-3 * * *', m.cronSyntax('hour')],
    ['0 1, * * *', m.cronSyntax('hour')],
    ['5/30 * * * *', m.cronSyntax('minute')],
    ['60 10 * * *', m.cronRange('minute', 0, 59)],
    ['0 24 * * *', m.cronRange('hour', 0, 23)],
    ['0 10 0 * *', m.cronRange('day-of-month', 1, 31)],
    ['0 10 32 * *', m.cronRange('day-of-month', 1, 31)],
    ['0 10 * 13 *', m.cronRange('month', 1, 12)],
    ['0 10 * * 8', m.cronRange('day-of-week', 0, 7)],
    ['0 17-9 * * *', m.cronRangeOrder('hour')],
    ['*/0 * * * *', m.cronStep('minute', 60)],
    ['0 */25 * * *', m.cronStep('hour', 24)],
    ['0 10 1 * 1', m.cronDayConflict],
    ['0 10 1-7 * 1-5', m.cronDayConflict],
    ['0 10 30 2 *', m.cronNeverRuns],
    ['0 10 31 4,6,9,11 *', m.cronNeverRuns],
  ])('%j → %s', (cron, problem) => expect(cronProblem(cron)).toBe(problem))

  it.each([
    '* * * * *', // minute *
    '*/15 * * * *', // step under 30
    '0-59/20 * * * *',
    '0-10 * * * *', // range
    '0-40/10 10 * * *', // range with step
    '0,20 10 * * *', // listed minutes 20 apart
    '0,45 * * * *', // 45 then 00 of the next hour: 15 apart
    '*/45 * * * *', // the same
    '0,45 9,10 * * *', // 09:45 → 10:00
    '10,50 9,10 * * *', // 09:50 → 10:10
    '0,45 0,23 * * *', // 23:45 → 00:00 next day
    '0,45 0,23 * * 1,2', // Monday 23:45 → Tuesday 00:00
    '0,45 0,23 * * 6,0', // Saturday → Sunday
    '0,45 0,23 * * 6,7', // 7 is Sunday too
    '0,45 0,23 1,2 * *', // the 1st → the 2nd
    '0,45 0,23 1,31 1,2 *', // 31 January → 1 February
    '0,45 0,23 1,31 12,1 *', // 31 December → 1 January
    '0,45 0,23 1,28 2,3 *', // 28 February → 1 March (not a leap year)
  ])('%s is too frequent', (cron) => expect(cronProblem(cron)).toBe(m.cronTooFrequent))

  it('reports too frequent exactly when two runs are under 30 minutes apart (4 years, brute force)', () => {
    const minutes = fc.oneof(
      fc
        .uniqueArray(fc.integer({ min: 0, max: 59 }), { minLength: 1, maxLength: 2 })
        .map((ms) => ms.join(',')),
      fc.constantFrom('*/30', '*/40', '0-59/45', '10-50/20'),
    )
    const hours = fc.oneof(
      fc.constantFrom('*', '0,23', '23', '0', '9,10', '22-23', '*/2'),
      fc
        .uniqueArray(fc.integer({ min: 0, max: 23 }), { minLength: 1, maxLength: 3 })
        .map((hs) => hs.join(',')),
    )
    const list = (values: number[]) =>
      fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 3 })
    const days = fc.oneof(
      fc.constant(['*', '*']),
      list([1, 2, 15, 28, 29, 30, 31]).map((ds) => [ds.join(','), '*']),
      list([0, 1, 2, 5, 6, 7]).map((ds) => ['*', ds.join(',')]),
    )
    const months = fc.oneof(
      fc.constant('*'),
      list([1, 2, 3, 4, 11, 12]).map((ms) => ms.join(',')),
    )
    const cronArb = fc
      .tuple(minutes, hours, days, months)
      .map(([minute, hour, [dom, dow], month]) => `${minute} ${hour} ${dom} ${month} ${dow}`)
    fc.assert(
      fc.property(cronArb, (cron) => {
        const problem = cronProblem(cron)
        if (problem !== undefined && problem !== m.cronTooFrequent) return
        const [minute = '', hour = ''] = cron.split(' ')
        const times = [...fieldSet(hour, [0, 23])].flatMap((h) =>
          [...fieldSet(minute, [0, 59])].map((mi) => h * 60 + mi),
        )
        times.sort((a, b) => a - b)
        const matches = cronMatcher(cron)
        let shortest = Infinity
        let last = -Infinity
        for (let day = Date.UTC(2027, 0, 1); day < Date.UTC(2031, 0, 1); day += 86_400_000) {
          if (!matches(day + (times[0] ?? 0) * 60_000)) continue
          for (const time of times) {
            const at = day / 60_000 + time
            shortest = Math.min(shortest, at - last)
            last = at
          }
        }
        expect(problem === m.cronTooFrequent).toBe(shortest < 30)
      }),
      { numRuns: 400 },
    )
  })

  it('uses the spec text for the 30-minute rule', () => {
    expect(m.cronTooFrequent).toBe(
      'Jobs cannot be scheduled to run more frequently than once every 30 minutes. Please adjust your schedule.',
    )
  })

  it('accepts only crons that croner and cronstrue read too', () => {
    const field = (min: number, max: number, steps = fc.integer({ min: 1, max: max - min + 2 })) => {
      const value = fc.integer({ min, max })
      const range = fc.tuple(value, value).map(([a, b]) => (a <= b ? `${a}-${b}` : `${b}-${a}`))
      const item = fc.oneof(
        value.map(String),
        range,
        fc.tuple(range, steps).map(([r, s]) => `${r}/${s}`),
        steps.map((s) => `*/${s}`),
      )
      return fc.oneof(
        fc.constant('*'),
        fc.array(item, { minLength: 1, maxLength: 3 }).map((i) => i.join(',')),
      )
    }
    const days = fc.oneof(
      field(1, 31).map((dom) => [dom, '*']),
      field(0, 7).map((dow) => ['*', dow]),
    )
    const cronArb = fc
      .tuple(field(0, 59, fc.integer({ min: 30, max: 61 })), field(0, 23), days, field(1, 12))
      .map(([minute, hour, [dom, dow], month]) => `${minute} ${hour} ${dom} ${month} ${dow}`)
    let accepted = 0
    fc.assert(
      fc.property(cronArb, (cron) => {
        if (cronProblem(cron) !== undefined) return
        accepted++
        expect(() => new Cron(cron, { mode: '5-part' })).not.toThrow()
        expect(() => cronstrue.toString(cron, { throwExceptionOnParseError: true })).not.toThrow()
      }),
      { numRuns: 2000 },
    )
    expect(accepted).toBeGreaterThan(100) // about 9% of the generated crons pass
  })
})

describe('autoCorrectCron (the cron builder, spec §5)', () => {
  it.each([
    ['* * * * *', '0 10 * * *'],
    ['', '0 10 * * *'],
    ['* *', '0 10 * * *'],
    ['0 10', '0 10 * * *'],
    ['0 10 1 * * * 2026', '0 10 1 * *'],
    ['0 10 1 * 1', '0 10 1 * *'],
    ['0 10 * * 1', '0 10 * * 1'],
    [' 30  8 * * 1-5 ', '30 8 * * 1-5'],
    ['*/5 * * * *', '*/5 * * * *'], // other problems are left to cronProblem
  ])('%j → %j', (input, output) => expect(autoCorrectCron(input)).toBe(output))

  it('always gives 5 parts with at most one day part set', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('*', '0', '10', '1', '1-5', '*/2'), { maxLength: 8 }), (parts) => {
        const corrected = autoCorrectCron(parts.join(' ')).split(' ')
        expect(corrected).toHaveLength(5)
        expect(corrected[2] === '*' || corrected[4] === '*').toBe(true)
      }),
    )
  })
})
