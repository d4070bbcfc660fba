import { formatFilterValue, parseFilterValue, type FilterMeaning, type FilterScalar } from '@herald/contracts'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ConnectorError, parseFilter, type ReportFilter } from './connector.ts'
import { sdkFilter } from './powerbi/embedded/sdk-filter.ts'
import { filterExpression } from './powerbi/report-filter.ts'
import { matcher } from './sample/filter-match.ts'
import { viewFilterQuery } from './tableau/view-filter.ts'

/**
 * ADR 0046: one grammar, every connector. For any text, each connector refuses it exactly when the grammar does;
 * for an accepted text, what each connector sends decodes back to the grammar's meaning — or the connector
 * refuses it for a documented limit of its own (Tableau: no ranges, no comma inside a value; the Power BI SDK:
 * no list of dates; the sample: a value of another type than the column's).
 */

const day = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))
const text = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() === s && s !== '')
const scalar: fc.Arbitrary<FilterScalar> = fc.oneof(
  text.map((t) => ({ kind: 'text' as const, text: t })),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map((value) => ({ kind: 'int' as const, value })),
  fc.tuple(fc.integer({ min: -9999, max: 9999 }), fc.integer({ min: 1, max: 99 })).map(([w, f]) => {
    const textOf = `${w < 0 ? '-' : ''}${Math.abs(w)}.${String(f).padStart(2, '0')}`.replace(/0+$/, '')
    return { kind: 'decimal' as const, value: Number(textOf), text: textOf }
  }),
  day.map((date) => ({ kind: 'date' as const, date })),
)
const meaning: fc.Arbitrary<FilterMeaning> = fc.oneof(
  scalar,
  fc
    .tuple(day, day)
    .map(([a, b]) =>
      a <= b
        ? { kind: 'dateRange' as const, from: a, to: b }
        : { kind: 'dateRange' as const, from: b, to: a },
    ),
  fc.array(scalar, { minLength: 2, maxLength: 4 }).map((items) => ({ kind: 'list' as const, items })),
)
/** Texts near the grammar's edges: its own syntax pieces, mixed with anything. */
const piece = fc.constantFrom(
  'int(',
  'decimal(',
  ')',
  ',',
  '"',
  '""',
  '/',
  '-',
  ' ',
  '2025-02-30',
  '2026-01-31',
  '12.5',
  'int(5)',
  'East',
  '',
)
const anyText = fc.oneof(
  meaning.map(formatFilterValue),
  fc.array(fc.oneof(piece, fc.string({ maxLength: 4 })), { maxLength: 6 }).map((parts) => parts.join('')),
)

const items = (m: FilterMeaning): FilterScalar[] =>
  m.kind === 'list' ? m.items : m.kind === 'dateRange' ? [] : [m]
const DAY_MS = 86_400_000

/** What Export To File's expression means, read back (reference §2.9). */
function fromOData(expression: string): FilterMeaning {
  const range = /^Sales\/Col ge (\S+) and Sales\/Col le (\S+)$/.exec(expression)
  if (range) return { kind: 'dateRange', from: range[1]!, to: range[2]! }
  const literal = (l: string): FilterScalar => {
    if (l.startsWith("'")) return { kind: 'text', text: l.slice(1, -1).replaceAll("''", "'") }
    if (/^\d{4}-\d{2}-\d{2}$/.test(l)) return { kind: 'date', date: l }
    return /^-?\d+$/.test(l)
      ? { kind: 'int', value: Number(l) }
      : { kind: 'decimal', value: Number(l), text: l }
  }
  const eq = /^Sales\/Col eq (.+)$/.exec(expression)
  if (eq) return literal(eq[1]!)
  const list = /^Sales\/Col in \((.*)\)$/.exec(expression)!
  return { kind: 'list', items: list[1]!.split(/,(?=(?:[^']*'[^']*')*[^']*$)/).map(literal) }
}

/** What the SDK filter means, read back: Basic In values, or the Advanced day range (reference §5.2). */
function fromSdk(filter: ReturnType<typeof sdkFilter>, original: FilterMeaning): FilterMeaning {
  if (filter.filterType === 0) {
    const from = filter.conditions[0]!.value.slice(0, 10)
    const to = new Date(Date.parse(filter.conditions[1]!.value) - DAY_MS).toISOString().slice(0, 10)
    return original.kind === 'date' && from === to
      ? { kind: 'date', date: from }
      : { kind: 'dateRange', from, to }
  }
  const back = filter.values.map((v, i): FilterScalar => {
    if (typeof v === 'string') return { kind: 'text', text: v }
    const was = items(original)[i]
    return was?.kind === 'decimal' ? { kind: 'decimal', value: v, text: was.text } : { kind: 'int', value: v }
  })
  return back.length === 1 ? back[0]! : { kind: 'list', items: back }
}

/** Tableau's `vf_` values, compared as the text Tableau matches (numbers bare, dates ISO). */
const vfText = (item: FilterScalar) =>
  item.kind === 'text'
    ? item.text
    : item.kind === 'date'
      ? item.date
      : item.kind === 'int'
        ? String(item.value)
        : item.text

const attempt = <T>(f: () => T): T | ConnectorError => {
  try {
    return f()
  } catch (error) {
    if (error instanceof ConnectorError) return error
    throw error
  }
}

describe('one filter grammar for every connector (property)', () => {
  it('refuses in every connector exactly what the grammar refuses, with the grammar’s message', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const grammar = parseFilterValue(value)
        const parsed = attempt(() => parseFilter('Sales/Col', value))
        if ('problem' in grammar) {
          expect(parsed).toBeInstanceOf(ConnectorError)
          expect((parsed as Error).message).toContain(grammar.problem)
        } else {
          expect(parsed).not.toBeInstanceOf(ConnectorError)
          expect((parsed as ReportFilter).meaning).toEqual(grammar)
        }
      }),
      { numRuns: 2000 },
    )
  })

  it('gives every accepted value the same meaning in Export To File, the SDK, Tableau and the sample', () => {
    fc.assert(
      fc.property(meaning, (m) => {
        const text = formatFilterValue(m)
        expect(parseFilterValue(text)).toEqual(m)
        const filter = parseFilter('Sales/Col', text)!

        // Power BI Export To File: one expression that reads back to the meaning.
        expect(fromOData(filterExpression([filter])!)).toEqual(m)

        // Power BI without capacity: refused only for a list holding a date.
        const sdk = attempt(() => sdkFilter(filter))
        const datesInList = m.kind === 'list' && m.items.some((i) => i.kind === 'date')
        expect(sdk instanceof ConnectorError).toBe(datesInList)
        if (!(sdk instanceof ConnectorError)) expect(fromSdk(sdk, m)).toEqual(m)

        // Tableau: refused only for a range or a text holding a comma; else one vf_ of the items' texts.
        const query = attempt(() => viewFilterQuery([filter]))
        const tableauLimit =
          m.kind === 'dateRange' || items(m).some((i) => i.kind === 'text' && i.text.includes(','))
        expect(query instanceof ConnectorError).toBe(tableauLimit)
        if (typeof query === 'string') {
          const sent = new URLSearchParams(query).get('vf_Col')
          expect(sent).toBe(items(m).map(vfText).join(','))
        }

        // The sample: a predicate when every item fits the column's type, matching exactly the meaning's values.
        const kinds = new Set(m.kind === 'dateRange' ? ['date'] : items(m).map((i) => i.kind))
        for (const type of ['text', 'integer', 'date'] as const) {
          const fits =
            type === 'text'
              ? [...kinds].every((k) => k === 'text')
              : type === 'date'
                ? [...kinds].every((k) => k === 'date')
                : [...kinds].every((k) => k === 'int' || k === 'decimal')
          const match = attempt(() => matcher(m, type, 'Sales/Col', text))
          expect(match instanceof ConnectorError).toBe(!fits)
          if (match instanceof ConnectorError) continue
          if (m.kind === 'dateRange') {
            expect(match(m.from) && match(m.to)).toBe(true)
            expect(match(new Date(Date.parse(m.to) + DAY_MS).toISOString().slice(0, 10))).toBe(false)
          } else
            for (const item of items(m))
              expect(
                match(
                  item.kind === 'text'
                    ? item.text.toUpperCase()
                    : item.kind === 'date'
                      ? item.date
                      : item.value,
                ),
              ).toBe(true)
        }
      }),
      { numRuns: 1000 },
    )
  })
})
