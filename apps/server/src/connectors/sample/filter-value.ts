import { ConnectorError } from '../connector.ts'
import type { ColumnType } from './schema.ts'

/** A typed filter value: what it matches, and how a page header shows it. */
export type FilterValue =
  | { type: 'text'; text: string }
  | { type: 'number'; number: number }
  | { type: 'date'; from: string; to: string }

const INT = /^int\(\s*(-?\d+)\s*\)$/i
const NUMBER = /^-?\d+(\.\d+)?$/
const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/

/** The date part of an ISO 8601 date or date-time, or undefined when it is not a real calendar date. */
function isoDay(text: string): string | undefined {
  const day = ISO_DATE.exec(text.trim())?.[1]
  if (!day) return undefined
  const time = Date.parse(`${day}T00:00:00Z`)
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? undefined : day
}

/** Parses the value typed for a column of the given type (spec hints: int(123), ISO dates and ranges). */
export function parseFilterValue(raw: string, type: ColumnType, column: string): FilterValue {
  const value = raw.trim()
  if (type === 'text') {
    if (INT.test(value))
      throw new ConnectorError(
        `${column} holds text, not numbers: type the text itself instead of "${value}".`,
      )
    return { type: 'text', text: value }
  }
  if (type === 'integer' || type === 'decimal') {
    const number = INT.exec(value)?.[1] ?? (NUMBER.test(value) ? value : undefined)
    if (number === undefined)
      throw new ConnectorError(`${column} holds numbers: write the value as int(123), not "${value}".`)
    return { type: 'number', number: Number(number) }
  }
  const parts = value.split('/')
  const from = parts[0] === undefined ? undefined : isoDay(parts[0])
  const to = parts.length === 1 ? from : parts.length === 2 && parts[1] ? isoDay(parts[1]) : undefined
  if (!from || !to || to < from)
    throw new ConnectorError(
      `${column} holds dates: write an ISO 8601 date (2025-03-01) or range (2025-01-01/2025-03-31), not "${value}".`,
    )
  return { type: 'date', from, to }
}

/** A predicate over the column's values. Text compares without regard to case, as BI tools do. */
export function matcher(value: FilterValue): (cell: string | number) => boolean {
  if (value.type === 'number') return (cell) => cell === value.number
  if (value.type === 'date')
    return (cell) => typeof cell === 'string' && cell >= value.from && cell <= value.to
  const wanted = value.text.toLowerCase()
  const known = new Map<string, boolean>()
  return (cell) => {
    if (typeof cell !== 'string') return false
    let matches = known.get(cell)
    if (matches === undefined) known.set(cell, (matches = cell.toLowerCase() === wanted))
    return matches
  }
}
