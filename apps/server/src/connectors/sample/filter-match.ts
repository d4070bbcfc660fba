import { filterItems, type FilterMeaning, type FilterScalar } from '@herald/contracts'
import { ConnectorError } from '../connector.ts'
import type { ColumnType } from './schema.ts'

/** Why a value of the grammar cannot filter a column of this type, in words the user can act on. */
export const sampleFilterMessages = {
  text: (column: string, value: string) =>
    `${column} holds text: type the text itself (East, or "Smith, John"), not "${value}".`,
  number: (column: string, value: string) =>
    `${column} holds numbers: write int(123) or decimal(12.5), not "${value}".`,
  date: (column: string, value: string) =>
    `${column} holds dates: write an ISO 8601 date (2025-03-01) or range (2025-01-01/2025-03-31), not "${value}".`,
} as const

const wrongType = (type: ColumnType, column: string, value: string) =>
  new ConnectorError(
    type === 'text'
      ? sampleFilterMessages.text(column, value)
      : type === 'date'
        ? sampleFilterMessages.date(column, value)
        : sampleFilterMessages.number(column, value),
  )

function itemMatcher(item: FilterScalar, type: ColumnType): ((cell: string | number) => boolean) | undefined {
  if (type === 'text') {
    if (item.kind !== 'text') return undefined
    const wanted = item.text.toLowerCase()
    return (cell) => typeof cell === 'string' && cell.toLowerCase() === wanted
  }
  if (type === 'date') {
    if (item.kind !== 'date') return undefined
    return (cell) => typeof cell === 'string' && cell.slice(0, 10) === item.date
  }
  if (item.kind !== 'int' && item.kind !== 'decimal') return undefined
  return (cell) => (typeof cell === 'number' ? cell : Number(cell)) === item.value
}

/**
 * A predicate over a column's cells for a value's meaning (ADR 0046): text matches without regard to case (as
 * BI tools do), numbers by value, dates by day, a range inclusive, a list any of its items. A meaning of the
 * wrong kind for the column is a ConnectorError, never an unfiltered or empty report.
 */
export function matcher(
  meaning: FilterMeaning,
  type: ColumnType,
  column: string,
  typed: string,
): (cell: string | number) => boolean {
  if (meaning.kind === 'dateRange') {
    if (type !== 'date') throw wrongType(type, column, typed)
    return (cell) => {
      if (typeof cell !== 'string') return false
      const day = cell.slice(0, 10)
      return day >= meaning.from && day <= meaning.to
    }
  }
  const items = filterItems(meaning) ?? []
  const tests = items.map((item) => itemMatcher(item, type))
  if (tests.some((t) => t === undefined)) throw wrongType(type, column, typed)
  const known = new Map<string | number, boolean>()
  return (cell) => {
    let matches = known.get(cell)
    if (matches === undefined) known.set(cell, (matches = tests.some((t) => t!(cell))))
    return matches
  }
}
