import { describe, expect, it } from 'vitest'
import { columnNameProblem, FilterRow } from '../index.ts'
import { formatRunDate, renderTokens, tokenProblems, TokenValueError } from './tokens.ts'

const context = {
  fields: { Name: 'Maria <b>', Account: 'Acme & Co', Quarter: '' },
  filterName: 'Store/Region',
  filterValue: 'East',
  jobName: 'Q3 packs',
  // 23:30 UTC on 30 Sep is already 1 Oct in Berlin.
  runAt: new Date('2026-09-30T23:30:00Z'),
  timeZone: 'Europe/Berlin',
  fileName: 'Sales - 2026-10-01 - East',
}

describe('renderTokens', () => {
  it('fills a subject with the row’s columns, built-ins and the file name', () => {
    expect(
      renderTokens(
        'Dear {Name}, {Account} ({filterValue}) {Quarter}{jobName} {runDate} {runDate:DD.MM.YY} {fileName}',
        context,
        { mode: 'subject' },
      ),
    ).toBe('Dear Maria <b>, Acme & Co (East) Q3 packs 2026-10-01 01.10.26 Sales - 2026-10-01 - East')
  })

  it('escapes values in the body, not the template', () => {
    expect(renderTokens('<p>Dear {Name}, {Account}</p>', context, { mode: 'html' })).toBe(
      '<p>Dear Maria &lt;b&gt;, Acme &amp; Co</p>',
    )
  })

  it('refuses a value that would put a line break in the subject', () => {
    const broken = { ...context, fields: { Name: 'Maria\r\nBcc: x@y.z' } }
    expect(() => renderTokens('Hi {Name}', broken, { mode: 'subject' })).toThrow(TokenValueError)
    expect(renderTokens('<p>{Name}</p>', broken, { mode: 'html' })).toContain('Maria')
  })

  it('makes values safe in a file name', () => {
    const slashed = { ...context, fields: { Account: 'A/B: "C"' } }
    expect(renderTokens('{Account} report', slashed, { mode: 'fileName' })).toBe('A_B_ _C_ report')
  })

  it('renders an empty or missing column as an empty string and leaves what is no token alone', () => {
    expect(renderTokens('[{Quarter}][{Missing}] {not a token!} {}', context, { mode: 'subject' })).toBe(
      '[][] {not a token!} {}',
    )
  })

  it('formats the run date in the job’s zone', () => {
    const at = new Date('2026-01-05T08:07:00Z')
    expect(formatRunDate(at, 'America/New_York', 'MMMM D, YYYY HH:mm')).toBe('January 5, 2026 03:07')
    expect(formatRunDate(at, 'UTC', 'MMM-YY')).toBe('Jan-26')
  })
})

describe('tokenProblems', () => {
  it('refuses an unknown token with the list of known ones', () => {
    expect(tokenProblems('Hi {Nmae} {Account}', ['Name', 'Account'], 'Email title')).toEqual([
      'Email title: unknown token {Nmae}. Known tokens: {fileName}, {filterName}, {filterValue}, {jobName}, {runDate}, {Name}, {Account}',
    ])
  })

  it('accepts built-ins and columns, refuses a bad date format and {fileName} in FILE NAME', () => {
    expect(tokenProblems('{fileName} {runDate:YYYY-MM} {Name}', ['Name'])).toEqual([])
    expect(tokenProblems('{runDate:weekday}', [], 'Email title')[0]).toContain('not a date format')
    expect(tokenProblems('{fileName}', [], 'FILE NAME', { fileName: true })).toHaveLength(1)
  })

  it('lets any column pass when the columns come from the BI tool at run time', () => {
    expect(tokenProblems('{Anything}', undefined)).toEqual([])
  })
})

describe('row columns', () => {
  it('keeps a row’s own columns, trimmed, and refuses bad names, line breaks and more than 20', () => {
    const row = FilterRow.parse({ toEmail: 'a@b.co', fields: { Name: ' Maria ' } })
    expect(row.fields).toEqual({ Name: 'Maria' })
    expect(row.format).toBeNull()
    expect(FilterRow.safeParse({ fields: { To: 'x' } }).success).toBe(false)
    expect(FilterRow.safeParse({ fields: { Name: 'a\nb' } }).success).toBe(false)
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`C${i}`, 'x']))
    expect(FilterRow.safeParse({ fields: many }).success).toBe(false)
    expect(columnNameProblem('Account Manager')).toBeUndefined()
    expect(columnNameProblem('filterValue')).toContain('reserved')
    expect(columnNameProblem('{x}')).toContain('not a valid name')
  })
})
