/**
 * The one filter-value grammar (ADR 0046). Every connector, the grid's validation and uploads read a row's
 * Filter Value through `parseFilterValue`, so the same text means the same thing everywhere:
 *
 *   value   := range | list
 *   range   := DATE "/" DATE                      (first ≤ last; not inside a list)
 *   list    := item ("," item)*                   (one item = that item; several = any of them)
 *   item    := "int(" INTEGER ")"                 (a whole number, spaces allowed inside the parentheses)
 *            | "decimal(" DECIMAL ")"             (a number with an optional fraction: 12.5, -0.25)
 *            | DATE                               (ISO 8601 calendar date YYYY-MM-DD that exists)
 *            | '"' (any char, '""' for '"')* '"'  (quoted text: may hold commas, or look like a number)
 *            | TEXT                               (anything else, trimmed; no comma, no leading '"')
 *
 * `int`/`decimal` are case-insensitive. Bare digits are text ("2026" is the text 2026; write int(2026)).
 */

export type FilterScalar =
  | { kind: 'text'; text: string }
  | { kind: 'int'; value: number }
  /** `text` is the number as written in canonical form (no '+', no leading zeros, no trailing '.'). */
  | { kind: 'decimal'; value: number; text: string }
  | { kind: 'date'; date: string }

export type FilterMeaning =
  FilterScalar | { kind: 'dateRange'; from: string; to: string } | { kind: 'list'; items: FilterScalar[] }

export type ParsedFilterValue = FilterMeaning | { problem: string }

/** Exact texts of the grammar's refusals, each saying what to write instead. */
export const filterValueMessages = {
  empty: 'Filter Value is empty: type the value this row filters on.',
  intNotWhole: (text: string) =>
    `"${text}" is not a whole number: write int(123), or decimal(12.5) for a number with a fraction.`,
  intTooLarge: (text: string) => `"${text}" is too large: int() takes whole numbers up to 9007199254740991.`,
  decimalInvalid: (text: string) => `"${text}" is not a number: write decimal(12.5).`,
  badDate: (text: string) =>
    `"${text}" is not a date on the calendar: write an ISO 8601 date such as 2026-01-31.`,
  badRange: (text: string) =>
    `"${text}" is not a date range: write two ISO 8601 dates, the earlier first, such as 2026-01-01/2026-03-31.`,
  rangeInList: (text: string) =>
    `"${text}": a date range cannot be part of a list. Use one range per row, or list single dates.`,
  emptyItem: (text: string) =>
    `"${text}" has an empty item: separate values with single commas, and quote a value that holds a comma ("Smith, John").`,
  unclosedQuote: (text: string) =>
    `"${text}" has a quote that is not closed: write a quoted value as "Smith, John", and a quote inside it as "".`,
  afterQuote: (text: string) =>
    `"${text}" has text after a closing quote: quote the whole value, and write a quote inside it as "".`,
} as const

const INT = /^int\(\s*([^)]*?)\s*\)$/i
const DECIMAL = /^decimal\(\s*([^)]*?)\s*\)$/i
const WHOLE = /^[-+]?\d+$/
const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/
const RANGE_SHAPE = /^(\S+)\s*\/\s*(\S+)$/
const LOOKS_LIKE_DATE = /^\d{4}-\d{1,2}-\d{1,2}$/

/** Whether an ISO day (YYYY-MM-DD) exists on the proleptic Gregorian calendar. */
export function isCalendarDate(day: string): boolean {
  if (!DATE_SHAPE.test(day)) return false
  const time = Date.parse(`${day}T00:00:00.000Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day
}

/** A canonical decimal text: '+012.50' → '12.5', '-0.0' → '0', '.5' → '0.5'. */
function canonicalDecimal(raw: string): string {
  const negative = raw.startsWith('-')
  const body = raw.replace(/^[-+]/, '')
  const [whole = '', fraction = ''] = body.split('.')
  const w = whole.replace(/^0+(?=\d)/, '') || '0'
  const f = fraction.replace(/0+$/, '')
  const text = f === '' ? w : `${w}.${f}`
  return negative && /[1-9]/.test(text) ? `-${text}` : text
}

function scalar(raw: string, whole: string): FilterScalar | { problem: string } {
  const int = INT.exec(raw)
  if (int) {
    const digits = int[1] ?? ''
    if (!WHOLE.test(digits)) return { problem: filterValueMessages.intNotWhole(raw) }
    const value = Number(digits)
    if (!Number.isSafeInteger(value)) return { problem: filterValueMessages.intTooLarge(raw) }
    return { kind: 'int', value: value === 0 ? 0 : value }
  }
  const decimal = DECIMAL.exec(raw)
  if (decimal) {
    const digits = decimal[1] ?? ''
    if (!NUMBER.test(digits)) return { problem: filterValueMessages.decimalInvalid(raw) }
    const text = canonicalDecimal(digits)
    if (text.replace(/^-/, '').replace('.', '').length > 28)
      return { problem: filterValueMessages.decimalInvalid(raw) }
    const value = Number(text)
    return { kind: 'decimal', value: value === 0 ? 0 : value, text }
  }
  if (/^int\(/i.test(raw)) return { problem: filterValueMessages.intNotWhole(raw) }
  if (/^decimal\(/i.test(raw)) return { problem: filterValueMessages.decimalInvalid(raw) }
  if (LOOKS_LIKE_DATE.test(raw)) {
    if (!isCalendarDate(raw)) return { problem: filterValueMessages.badDate(whole) }
    return { kind: 'date', date: raw }
  }
  return { kind: 'text', text: raw }
}

/** Splits on commas outside quotes; each item trimmed, quoted items unquoted (and marked quoted). */
function items(value: string): { raw: string; quoted: boolean }[] | { problem: string } {
  const out: { raw: string; quoted: boolean }[] = []
  let i = 0
  for (;;) {
    while (value[i] === ' ' || value[i] === '\t') i++
    if (value[i] === '"') {
      let text = ''
      i++
      for (;;) {
        if (i >= value.length) return { problem: filterValueMessages.unclosedQuote(value) }
        if (value[i] === '"') {
          if (value[i + 1] === '"') {
            text += '"'
            i += 2
            continue
          }
          i++
          break
        }
        text += value[i]
        i++
      }
      while (value[i] === ' ' || value[i] === '\t') i++
      if (i < value.length && value[i] !== ',') return { problem: filterValueMessages.afterQuote(value) }
      out.push({ raw: text, quoted: true })
    } else {
      const comma = value.indexOf(',', i)
      const end = comma === -1 ? value.length : comma
      const raw = value.slice(i, end).trim()
      if (raw === '') return { problem: filterValueMessages.emptyItem(value) }
      out.push({ raw, quoted: false })
      i = end
    }
    if (i >= value.length) return out
    i++ // the comma
    if (i >= value.length) return { problem: filterValueMessages.emptyItem(value) }
  }
}

/** The meaning of a row's Filter Value, or the problem with it (a message the user can act on). */
export function parseFilterValue(text: string): ParsedFilterValue {
  const value = text.trim()
  if (value === '') return { problem: filterValueMessages.empty }
  if (!value.startsWith('"')) {
    const range = RANGE_SHAPE.exec(value)
    if (range && !value.includes(',') && LOOKS_LIKE_DATE.test(range[1] ?? '')) {
      const from = range[1] ?? ''
      const to = range[2] ?? ''
      if (!isCalendarDate(from) || !isCalendarDate(to) || to < from)
        return { problem: filterValueMessages.badRange(value) }
      return { kind: 'dateRange', from, to }
    }
  }
  const parts = items(value)
  if ('problem' in parts) return parts
  const parsed: FilterScalar[] = []
  for (const part of parts) {
    if (part.quoted) {
      parsed.push({ kind: 'text', text: part.raw })
      continue
    }
    if (parts.length > 1) {
      const range = RANGE_SHAPE.exec(part.raw)
      if (range && LOOKS_LIKE_DATE.test(range[1] ?? ''))
        return { problem: filterValueMessages.rangeInList(value) }
    }
    const item = scalar(part.raw, parts.length > 1 ? part.raw : value)
    if ('problem' in item) return item
    parsed.push(item)
  }
  if (parsed.length === 1) return parsed[0]!
  return { kind: 'list', items: parsed }
}

/** The problem with a Filter Value, or undefined when the grammar accepts it. */
export function filterValueProblem(text: string): string | undefined {
  const parsed = parseFilterValue(text)
  return 'problem' in parsed ? parsed.problem : undefined
}

/** The items a meaning matches (a scalar is a list of one); undefined for a date range. */
export function filterItems(meaning: FilterMeaning): FilterScalar[] | undefined {
  if (meaning.kind === 'dateRange') return undefined
  return meaning.kind === 'list' ? meaning.items : [meaning]
}

/** A scalar written back in the grammar (so that parse(format(x)) = x). */
export function formatFilterScalar(item: FilterScalar): string {
  switch (item.kind) {
    case 'int':
      return `int(${item.value})`
    case 'decimal':
      return `decimal(${item.text})`
    case 'date':
      return item.date
    case 'text': {
      const plain = parseFilterValue(item.text)
      const safe = !('problem' in plain) && plain.kind === 'text' && plain.text === item.text
      return safe ? item.text : `"${item.text.replaceAll('"', '""')}"`
    }
  }
}

/** A meaning written back in the grammar: the canonical text of a Filter Value. */
export function formatFilterValue(meaning: FilterMeaning): string {
  if (meaning.kind === 'dateRange') return `${meaning.from}/${meaning.to}`
  if (meaning.kind === 'list') return meaning.items.map(formatFilterScalar).join(',')
  return formatFilterScalar(meaning)
}

const MIDNIGHT = /^(\d{4}-\d{2}-\d{2})T00:00:00(\.0+)?Z?$/

/**
 * A value read from a data source (Automated Input, the filter-value list) written in the grammar so that it
 * parses back to exactly that one value: whole numbers as int(5), other numbers as decimal(12.5), a day (or a
 * midnight date-time) as 2026-01-31, text as is — quoted when it would otherwise read as something else
 * ("Smith, John", "int(5)").
 */
export function filterValueOf(value: string | number): string {
  if (typeof value === 'number')
    return Number.isSafeInteger(value)
      ? `int(${value})`
      : formatFilterScalar({ kind: 'decimal', value, text: String(value) })
  const day = MIDNIGHT.exec(value)?.[1] ?? value
  if (isCalendarDate(day)) return day
  return formatFilterScalar({ kind: 'text', text: value })
}
