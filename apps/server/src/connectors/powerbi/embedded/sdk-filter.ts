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

/** Midnight UTC of an ISO day (the grammar only lets calendar days through). */
const midnight = (day: string) => Date.parse(`${day}T00:00:00.000Z`)

const DAY_MS = 86_400_000

/** Why a meaning cannot be one SDK filter, in words the user can act on. */
export const sdkFilterMessages = {
  datesInList: (column: string, value: string) =>
    `${column}: Power BI filters without capacity cannot match a list of dates ("${value}"). Use one date or a range (2025-01-01/2025-03-31) per row.`,
} as const

function daysFilter(target: BasicFilter['target'], from: string, to: string): AdvancedFilter {
  return {
    $schema: 'http://powerbi.com/product/schema#advanced',
    target,
    filterType: 0,
    logicalOperator: 'And',
    conditions: [
      { operator: 'GreaterThanOrEqual', value: new Date(midnight(from)).toISOString() },
      { operator: 'LessThan', value: new Date(midnight(to) + DAY_MS).toISOString() },
    ],
  }
}

/**
 * The SDK filter for a row's filter, from its meaning in the one grammar (reference §5.2): text → Basic `In`
 * [text]; int(123) / decimal(12.5) → Basic `In` [123] (a number, so it matches a numeric column); a list →
 * Basic `In` over its items; an ISO day or day range → Advanced `>= first day` and `< the day after the last`
 * (Basic values have no date type, and date columns hold date-times).
 */
export function sdkFilter(filter: ReportFilter): SdkFilter {
  const target = { table: filter.table, column: filter.column }
  const { meaning } = filter
  if (meaning.kind === 'dateRange') return daysFilter(target, meaning.from, meaning.to)
  if (meaning.kind === 'date') return daysFilter(target, meaning.date, meaning.date)
  const items = meaning.kind === 'list' ? meaning.items : [meaning]
  const values = items.map((item) => {
    if (item.kind === 'date')
      throw new ConnectorError(sdkFilterMessages.datesInList(filter.column, filter.value))
    return item.kind === 'text' ? item.text : item.value
  })
  return {
    $schema: 'http://powerbi.com/product/schema#basic',
    target,
    filterType: 1,
    operator: 'In',
    values,
    requireSingleSelection: false,
  }
}
