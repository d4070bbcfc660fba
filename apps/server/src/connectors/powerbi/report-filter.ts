import type { ReportFilter } from '../connector.ts'

const INT = /^int\((-?\d+)\)$/i
const DATE = /^\d{4}-\d{2}-\d{2}$/
const RANGE = /^(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})$/

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

/** A typed value as the filter syntax wants it: `int(5)` → 5, an ISO date bare, text quoted with `'` doubled. */
function literal(value: string): string {
  const int = INT.exec(value)
  if (int) return String(Number(int[1]))
  if (DATE.test(value)) return value
  return `'${value.replaceAll("'", "''")}'`
}

/**
 * The one `reportLevelFilters[].filter` of an export (reference §2.9, §5.2 path B): `Table/Column eq 'v'`,
 * `in (...)` for a comma-separated list, `ge … and le …` for an ISO 8601 date range. A slicer row filters the same
 * column: Export To File has no slicer parameter.
 */
export function filterExpression(filter: ReportFilter): string {
  // As for Tableau: a comma-separated value is several values of the column.
  const values = filter.value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '')
  const target = `${filterName(filter.table)}/${filterName(filter.column)}`
  const [only] = values
  if (values.length === 1 && only !== undefined) {
    const range = RANGE.exec(only)
    if (range) return `${target} ge ${range[1]} and ${target} le ${range[2]}`
    return `${target} eq ${literal(only)}`
  }
  return `${target} in (${values.map(literal).join(',')})`
}
