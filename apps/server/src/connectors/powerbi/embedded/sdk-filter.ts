import { ConnectorError, type ReportFilter } from '../../connector.ts'

/** powerbi-models IBasicFilter (filterType Basic = 1), as the SDK posts it to the report. */
export interface BasicFilter {
  $schema: 'http://powerbi.com/product/schema#basic'
  target: { table: string; column: string }
  filterType: 1
  operator: 'In'
  values: (string | number)[]
  requireSingleSelection: false
}

/** powerbi-models IAdvancedFilter (filterType Advanced = 0): a day or a range of days, as ISO date-times. */
export interface AdvancedFilter {
  $schema: 'http://powerbi.com/product/schema#advanced'
  target: { table: string; column: string }
  filterType: 0
  logicalOperator: 'And'
  conditions: { operator: 'GreaterThanOrEqual' | 'LessThan'; value: string }[]
}

export type SdkFilter = BasicFilter | AdvancedFilter

const INT = /^int\((.*)\)$/i
const WHOLE = /^\s*-?\d+\s*$/
const DAYS = /^(\d{4}-\d{2}-\d{2})(?:\/(\d{4}-\d{2}-\d{2}))?$/

/** Midnight UTC of an ISO day, or undefined when the day is not on the calendar (2025-02-30). */
function midnight(day: string): number | undefined {
  const time = Date.parse(`${day}T00:00:00.000Z`)
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? undefined : time
}

const DAY_MS = 86_400_000

/** `int(123)` as the number 123; anything else as text. */
function typed(part: string, column: string): string | number {
  const int = INT.exec(part)
  if (!int) return part
  if (!WHOLE.test(int[1] ?? '') || !Number.isSafeInteger(Number(int[1])))
    throw new ConnectorError(`${column}: write a whole number as int(123), not "${part}".`)
  return Number(int[1])
}

/**
 * The SDK filter for a row's typed value (reference §5.2): text → Basic `In` [text]; `int(123)` → Basic `In`
 * [123] (a number, so it matches a numeric column); `East,West` → Basic `In` ['East', 'West']; an ISO day or day range → Advanced `>= first day` and
 * `< the day after the last` (Basic values have no date type, and date columns hold date-times).
 */
export function sdkFilter(filter: ReportFilter): SdkFilter {
  const target = { table: filter.table, column: filter.column }
  const value = filter.value.trim()
  const basic = (values: (string | number)[]): BasicFilter => ({
    $schema: 'http://powerbi.com/product/schema#basic',
    target,
    filterType: 1,
    operator: 'In',
    values,
    requireSingleSelection: false,
  })
  const days = DAYS.exec(value)
  if (!days) {
    // Several values, comma-separated (as for Tableau): one Basic `In` over all of them.
    const parts = value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
    return basic(parts.length === 0 ? [value] : parts.map((part) => typed(part, filter.column)))
  }
  const from = midnight(days[1] ?? '')
  const to = midnight(days[2] ?? days[1] ?? '')
  if (from === undefined || to === undefined || to < from)
    throw new ConnectorError(
      `${filter.column}: write an ISO 8601 date (2025-03-01) or range (2025-01-01/2025-03-31), not "${value}".`,
    )
  return {
    $schema: 'http://powerbi.com/product/schema#advanced',
    target,
    filterType: 0,
    logicalOperator: 'And',
    conditions: [
      { operator: 'GreaterThanOrEqual', value: new Date(from).toISOString() },
      { operator: 'LessThan', value: new Date(to + DAY_MS).toISOString() },
    ],
  }
}
