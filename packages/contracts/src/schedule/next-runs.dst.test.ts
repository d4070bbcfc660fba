import { describe, expect, it } from 'vitest'
import { nextRun, nextRuns } from './next-runs.ts'

// T-DST-1 (reference §1.6): exact UTC runs around DST transitions, ±3 days.
const runs = (timeZone: string, cron: string, after: string, until: string, startTime = '2000-01-01T00:00') =>
  nextRuns({ cron, frequency: 'MONTHLY', startTime, timeZone }, new Date(after), 400)
    .map((d) => d.toISOString().slice(0, 16))
    .filter((iso) => iso <= until.slice(0, 16))

const days = (from: number, to: number, month: string, time: string) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${month}-${String(from + i).padStart(2, '0')}T${time}`)

describe('America/New_York', () => {
  const ny = (cron: string, after: string, until: string) => runs('America/New_York', cron, after, until)

  it('2026-03-08 (02:00 EST → 03:00 EDT): a time in the gap runs at 03:00 EDT', () => {
    const [after, until] = ['2026-03-05T00:00Z', '2026-03-11T23:59Z']
    expect(ny('30 2 * * *', after, until)).toEqual([
      ...days(5, 7, '2026-03', '07:30'),
      '2026-03-08T07:00', // 02:30 does not exist: 03:00 EDT
      ...days(9, 11, '2026-03', '06:30'),
    ])
    expect(ny('30 1 * * *', after, until)).toEqual([
      ...days(5, 8, '2026-03', '06:30'),
      ...days(9, 11, '2026-03', '05:30'),
    ])
    expect(ny('0 10 1 * *', after, until)).toEqual([])
    expect(ny('0 10 1 * *', '2026-02-28T00:00Z', '2026-04-30T00:00Z')).toEqual([
      '2026-03-01T15:00',
      '2026-04-01T14:00',
    ])
    expect(ny('0,30 * * * *', '2026-03-08T05:00Z', '2026-03-08T08:00Z')).toEqual([
      '2026-03-08T05:30', // 00:30 EST
      '2026-03-08T06:00',
      '2026-03-08T06:30', // 01:30 EST
      '2026-03-08T07:00', // 02:00, 02:30 and 03:00 EDT: one run
      '2026-03-08T07:30',
      '2026-03-08T08:00',
    ])
    // Every 30 minutes in UTC all the same: 7 days of half hours in (after, until], less 03-12T00:00Z.
    expect(ny('0,30 * * * *', after, until)).toHaveLength(7 * 48 - 1)
  })

  it('2026-11-01 (02:00 EDT → 01:00 EST): a repeated time runs once, at its first occurrence', () => {
    const [after, until] = ['2026-10-29T00:00Z', '2026-11-04T23:59Z']
    expect(ny('30 1 * * *', after, until)).toEqual([
      ...days(29, 31, '2026-10', '05:30'),
      '2026-11-01T05:30',
      ...days(2, 4, '2026-11', '06:30'),
    ])
    expect(ny('30 2 * * *', after, until)).toEqual([
      ...days(29, 31, '2026-10', '06:30'),
      ...days(1, 4, '2026-11', '07:30'),
    ])
    expect(ny('0 10 1 * *', after, until)).toEqual(['2026-11-01T15:00'])
    expect(ny('0,30 * * * *', '2026-11-01T04:00Z', '2026-11-01T08:00Z')).toEqual([
      '2026-11-01T04:30',
      '2026-11-01T05:00', // 01:00 EDT
      '2026-11-01T05:30', // 01:30 EDT; 01:00 and 01:30 EST (06:00Z, 06:30Z) do not run again
      '2026-11-01T07:00', // 02:00 EST
      '2026-11-01T07:30',
      '2026-11-01T08:00',
    ])
    // Two runs fewer: 06:00Z and 06:30Z on 11-01 (01:00 and 01:30 EST) repeat local times.
    expect(ny('0,30 * * * *', after, until)).toHaveLength(7 * 48 - 1 - 2)
  })

  it('advancing from a stored run, or from inside the repeated hour, never gives a second occurrence', () => {
    const s = {
      cron: '0,30 * * * *',
      frequency: 'MONTHLY',
      startTime: '2026-01-01T00:00',
      timeZone: 'America/New_York',
    } as const
    expect(nextRun(s, new Date('2026-11-01T05:30Z'))?.toISOString()).toBe('2026-11-01T07:00:00.000Z')
    expect(nextRun(s, new Date('2026-11-01T06:10Z'))?.toISOString()).toBe('2026-11-01T07:00:00.000Z')
    expect(nextRun({ ...s, cron: '30 1 * * *' }, new Date('2026-11-01T05:30Z'))?.toISOString()).toBe(
      '2026-11-02T06:30:00.000Z',
    )
  })
})

describe('Europe/London', () => {
  const london = (cron: string, after: string, until: string) => runs('Europe/London', cron, after, until)

  it('2026-03-29 (01:00 GMT → 02:00 BST)', () => {
    const [after, until] = ['2026-03-26T00:00Z', '2026-04-01T23:59Z']
    expect(london('30 2 * * *', after, until)).toEqual([
      ...days(26, 28, '2026-03', '02:30'),
      ...days(29, 31, '2026-03', '01:30'),
      '2026-04-01T01:30',
    ])
    expect(london('30 1 * * *', after, until)).toEqual([
      ...days(26, 28, '2026-03', '01:30'),
      '2026-03-29T01:00', // 01:30 does not exist: 02:00 BST
      ...days(30, 31, '2026-03', '00:30'),
      '2026-04-01T00:30',
    ])
    expect(london('0 10 1 * *', after, until)).toEqual(['2026-04-01T09:00'])
    expect(london('0,30 * * * *', '2026-03-29T00:00Z', '2026-03-29T02:00Z')).toEqual([
      '2026-03-29T00:30',
      '2026-03-29T01:00', // 01:00, 01:30 and 02:00 BST
      '2026-03-29T01:30',
      '2026-03-29T02:00',
    ])
  })

  it('2026-10-25 (02:00 BST → 01:00 GMT)', () => {
    const [after, until] = ['2026-10-22T00:00Z', '2026-10-28T23:59Z']
    expect(london('30 1 * * *', after, until)).toEqual([
      ...days(22, 25, '2026-10', '00:30'),
      ...days(26, 28, '2026-10', '01:30'),
    ])
    expect(london('30 2 * * *', after, until)).toEqual([
      ...days(22, 24, '2026-10', '01:30'),
      ...days(25, 28, '2026-10', '02:30'),
    ])
    expect(london('0 10 1 * *', '2026-09-28T00:00Z', '2026-11-02T00:00Z')).toEqual([
      '2026-10-01T09:00',
      '2026-11-01T10:00',
    ])
    expect(london('0,30 * * * *', '2026-10-24T23:30Z', '2026-10-25T02:30Z')).toEqual([
      '2026-10-25T00:00', // 01:00 BST
      '2026-10-25T00:30', // 01:30 BST; not again at 01:00Z and 01:30Z (GMT)
      '2026-10-25T02:00', // 02:00 GMT
      '2026-10-25T02:30',
    ])
  })
})

describe('other zones', () => {
  it('Europe/Lisbon 0 1 30 3 * (node-cron #919): 2025-03-30 01:00 is in the gap', () => {
    expect(runs('Europe/Lisbon', '0 1 30 3 *', '2025-01-01T00:00Z', '2028-12-31T00:00Z')).toEqual([
      '2025-03-30T01:00', // 02:00 WEST
      '2026-03-30T00:00',
      '2027-03-30T00:00',
      '2028-03-30T00:00',
    ])
  })

  it('America/Sao_Paulo 2018-11-04 has no midnight (nats-server #8543)', () => {
    expect(runs('America/Sao_Paulo', '0 0 4 11 *', '2017-01-01T00:00Z', '2019-12-31T00:00Z')).toEqual([
      '2017-11-04T02:00', // already on summer time (-02)
      '2018-11-04T03:00', // 01:00 -02
      '2019-11-04T03:00', // no DST any more (-03)
    ])
  })

  it('America/Santiago changes clocks at midnight', () => {
    const santiago = (cron: string, after: string, until: string) =>
      runs('America/Santiago', cron, after, until)
    // 2026-09-06 00:00 -04 → 01:00 -03; 2026-04-05 00:00 -03 → 2026-04-04 23:00 -04.
    expect(santiago('0 0 * * *', '2026-09-04T12:00Z', '2026-09-07T12:00Z')).toEqual([
      '2026-09-05T04:00',
      '2026-09-06T04:00',
      '2026-09-07T03:00',
    ])
    expect(santiago('0 0 * * *', '2026-04-03T12:00Z', '2026-04-06T12:00Z')).toEqual([
      '2026-04-04T03:00',
      '2026-04-05T04:00',
      '2026-04-06T04:00',
    ])
    expect(santiago('30 23 * * *', '2026-04-03T12:00Z', '2026-04-05T12:00Z')).toEqual([
      '2026-04-04T02:30',
      '2026-04-05T02:30',
    ])
  })

  it('Australia/Lord_Howe shifts by 30 minutes', () => {
    const lordHowe = (cron: string, after: string, until: string) =>
      runs('Australia/Lord_Howe', cron, after, until)
    // 2026-10-04 02:00 +10:30 → 02:30 +11; 2026-04-05 02:00 +11 → 01:30 +10:30.
    expect(lordHowe('15 2 * * *', '2026-10-02T00:00Z', '2026-10-05T00:00Z')).toEqual([
      '2026-10-02T15:45',
      '2026-10-03T15:30',
      '2026-10-04T15:15',
    ])
    expect(lordHowe('0,30 * * * *', '2026-10-03T14:00Z', '2026-10-03T16:00Z')).toEqual([
      '2026-10-03T14:30',
      '2026-10-03T15:00',
      '2026-10-03T15:30',
      '2026-10-03T16:00',
    ])
    expect(lordHowe('45 1 * * *', '2026-04-03T00:00Z', '2026-04-06T00:00Z')).toEqual([
      '2026-04-03T14:45',
      '2026-04-04T14:45',
      '2026-04-05T15:15',
    ])
    expect(lordHowe('0,30 * * * *', '2026-04-04T13:30Z', '2026-04-04T16:00Z')).toEqual([
      '2026-04-04T14:00',
      '2026-04-04T14:30',
      '2026-04-04T15:30',
      '2026-04-04T16:00',
    ])
  })

  it('Asia/Kathmandu is at +05:45', () => {
    const kathmandu = (cron: string) => runs('Asia/Kathmandu', cron, '2026-06-01T00:00Z', '2026-06-02T01:00Z')
    expect(kathmandu('0 10 * * *')).toEqual(['2026-06-01T04:15'])
    expect(kathmandu('30 2 * * *')).toEqual(['2026-06-01T20:45'])
    expect(kathmandu('0,30 * * * *').slice(0, 3)).toEqual([
      '2026-06-01T00:15',
      '2026-06-01T00:45',
      '2026-06-01T01:15',
    ])
  })
})
