import type { FilterScalar } from '@herald/contracts'
import type { ReportFilter } from '../connector.ts'
import { scalarLiteral } from '../kit/scalar-literal.ts'

/**
 * A table or column name in URL-filter form (reference §2.9): every character other than an ASCII letter,
 * digit or underscore, and a leading digit, becomes `_xHHHH_` ('Customer Name' → 'Customer_x0020_Name').
 */
export function filterName(name: string): string {
  let out = ''
  for (let i = 0; i < name.length; i++) {
    const ch = name[i]!
    const plain = /[A-Za-z_]/.test(ch) || (i > 0 && /\d/.test(ch))
    out += plain ? ch : `_x${name.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}_`
  }
  return out
}

/** A value as the filter syntax wants it (reference §2.9): numbers and ISO dates bare, text quoted with `'` doubled. */
const literal = (item: FilterScalar): string =>
  scalarLiteral(item, { date: (day) => day, text: (text) => `'${text.replaceAll("'", "''")}'` })

/** One filter's expression: `Table/Column eq v`, `in (...)` for a list, `ge … and le …` for an ISO date range. */
function expression(filter: ReportFilter): string {
  const target = `${filterName(filter.table)}/${filterName(filter.column)}`
  const { meaning } = filter
  if (meaning.kind === 'dateRange') return `${target} ge ${meaning.from} and ${target} le ${meaning.to}`
  if (meaning.kind === 'list') return `${target} in (${meaning.items.map(literal).join(',')})`
  return `${target} eq ${literal(meaning)}`
}

/**
 * The one `reportLevelFilters[].filter` of an export (reference §2.9, §5.2 path B): each of the row's filters as
 * an expression, joined by `and` (at most 10 expressions; a row has at most 5 filters, a range counts two). A
 * slicer row filters the same column: Export To File has no slicer parameter. Undefined when unfiltered.
 */
export function filterExpression(filters: readonly ReportFilter[] | undefined): string | undefined {
  if (!filters || filters.length === 0) return undefined
  return filters.map(expression).join(' and ')
}
