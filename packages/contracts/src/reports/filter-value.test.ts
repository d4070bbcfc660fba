import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { filterMessages, filterRowProblems, FilterRow } from './filter-rows.ts'
import {
  filterValueMessages as m,
  filterValueOf,
  formatFilterValue,
  parseFilterValue,
  type FilterMeaning,
} from './filter-value.ts'

describe('the filter-value grammar (ADR 0046)', () => {
  it.each<[string, FilterMeaning]>([
    [' East ', { kind: 'text', text: 'East' }],
    ['2026', { kind: 'text', text: '2026' }],
    ['int( 5 )', { kind: 'int', value: 5 }],
    ['INT(-3)', { kind: 'int', value: -3 }],
    ['decimal(012.50)', { kind: 'decimal', value: 12.5, text: '12.5' }],
    ['2024-02-29', { kind: 'date', date: '2024-02-29' }],
    ['2026-01-01/2026-03-31', { kind: 'dateRange', from: '2026-01-01', to: '2026-03-31' }],
    [
      'East, int(5),2026-01-01',
      {
        kind: 'list',
        items: [
          { kind: 'text', text: 'East' },
          { kind: 'int', value: 5 },
          { kind: 'date', date: '2026-01-01' },
        ],
      },
    ],
    ['"Smith, John"', { kind: 'text', text: 'Smith, John' }],
    ['"say ""hi"""', { kind: 'text', text: 'say "hi"' }],
    ['O\'Neil "Ltd"', { kind: 'text', text: 'O\'Neil "Ltd"' }],
  ])('reads %s', (text, meaning) => {
    expect(parseFilterValue(text)).toEqual(meaning)
  })

  it.each([
    ['', m.empty],
    ['int(1.5)', m.intNotWhole('int(1.5)')],
    ['int(5', m.intNotWhole('int(5')],
    ['int(99999999999999999)', m.intTooLarge('int(99999999999999999)')],
    ['decimal(x)', m.decimalInvalid('decimal(x)')],
    ['2025-02-30', m.badDate('2025-02-30')],
    ['2026-1-5', m.badDate('2026-1-5')],
    ['2026-03-01/2026-01-01', m.badRange('2026-03-01/2026-01-01')],
    ['East,2026-01-01/2026-02-01', m.rangeInList('East,2026-01-01/2026-02-01')],
    ['East,,West', m.emptyItem('East,,West')],
    ['East,', m.emptyItem('East,')],
    ['"open', m.unclosedQuote('"open')],
    ['"a" b', m.afterQuote('"a" b')],
  ])('refuses %s with a message saying what to write', (text, problem) => {
    expect(parseFilterValue(text)).toEqual({ problem })
  })

  it('writes every meaning back to a text that reads as the same meaning, and source values to themselves', () => {
    const text = fc.string({ minLength: 1, maxLength: 10 }).filter((s) => s.trim() === s)
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 3 }), (texts) => {
        const meaning: FilterMeaning =
          texts.length === 1
            ? { kind: 'text', text: texts[0]! }
            : { kind: 'list', items: texts.map((t) => ({ kind: 'text', text: t })) }
        expect(parseFilterValue(formatFilterValue(meaning))).toEqual(meaning)
        expect(parseFilterValue(filterValueOf(texts[0]!))).toEqual({ kind: 'text', text: texts[0]! })
      }),
      { numRuns: 1000 },
    )
    expect(filterValueOf(5)).toBe('int(5)')
    expect(filterValueOf(12.5)).toBe('decimal(12.5)')
    expect(filterValueOf('2026-01-31T00:00:00Z')).toBe('2026-01-31')
  })

  it('makes the save refuse a value the grammar refuses, and rows on different sets of filter names', () => {
    const row = (filters: [string, string][], to = 'a@example.com') =>
      FilterRow.parse({
        filterName: filters[0]?.[0] ?? '',
        filterValue: filters[0]?.[1] ?? '',
        filters: filters.map(([filterName, filterValue]) => ({ filterName, filterValue })),
        toEmail: to,
      })
    expect(
      filterRowProblems([
        row([
          ['Sales/Region', 'East'],
          ['Calendar/Year', 'int(2026)'],
        ]),
        row([
          ['Calendar/Year', 'int(2025)'],
          ['Sales/Region', 'West'],
        ]),
      ]),
    ).toEqual([])
    expect(filterRowProblems([row([['Sales/Region', '2025-02-30']])])).toEqual([
      filterMessages.row(1, filterMessages.badValue('Sales/Region', m.badDate('2025-02-30'))),
    ])
    expect(
      filterRowProblems([
        row([['Sales/Region', 'East']]),
        row([
          ['Sales/Region', 'West'],
          ['Calendar/Year', 'int(2026)'],
        ]),
      ]),
    ).toEqual([filterMessages.differentNames(['Sales/Region', 'Calendar/Year + Sales/Region'])])
    expect(
      FilterRow.safeParse({ filters: Array(6).fill({ filterName: 'A/B', filterValue: 'x' }) }).success,
    ).toBe(false)
  })
})
