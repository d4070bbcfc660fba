import { ConnectorError } from '../connector.ts'
import type { ManagerRow } from './managers.ts'
import type { CodedColumn } from './sales-dataset.ts'

export type ColumnType = 'text' | 'integer' | 'decimal' | 'date'

interface ColumnBase {
  name: string
  /** Shown in page headers ("Region: East"). */
  label: string
  type: ColumnType
}

/** A Sales column: dictionary-coded (text, dates) or numeric. */
export type SalesColumn = ColumnBase & ({ coded: CodedColumn } | { numeric: 'units' | 'revenue' })
export type ManagerColumn = ColumnBase & { read: (row: ManagerRow) => string }

const SALES_COLUMNS: readonly SalesColumn[] = [
  { name: 'Date', label: 'Date', type: 'date', coded: 'date' },
  { name: 'Year', label: 'Year', type: 'integer', coded: 'year' },
  { name: 'Region', label: 'Region', type: 'text', coded: 'region' },
  { name: 'Country', label: 'Country', type: 'text', coded: 'country' },
  { name: 'Product', label: 'Product', type: 'text', coded: 'product' },
  { name: 'Category', label: 'Category', type: 'text', coded: 'category' },
  { name: 'Channel', label: 'Channel', type: 'text', coded: 'channel' },
  { name: 'Revenue', label: 'Revenue', type: 'decimal', numeric: 'revenue' },
  { name: 'Units', label: 'Units', type: 'integer', numeric: 'units' },
  { name: 'CustomerEmail', label: 'Customer email', type: 'text', coded: 'customerEmail' },
]

const MANAGER_COLUMNS: readonly ManagerColumn[] = [
  { name: 'Region', label: 'Region', type: 'text', read: (row) => row.region },
  { name: 'ToEmail', label: 'To email', type: 'text', read: (row) => row.toEmail },
  { name: 'CcEmail', label: 'CC email', type: 'text', read: (row) => row.ccEmail },
  { name: 'BccEmail', label: 'BCC email', type: 'text', read: (row) => row.bccEmail },
]

/** A column of one of the two tables, with the table it belongs to. */
export type ColumnRef = { table: 'Sales'; column: SalesColumn } | { table: 'Managers'; column: ManagerColumn }

const ALL_COLUMNS: readonly ColumnRef[] = [
  ...SALES_COLUMNS.map((column) => ({ table: 'Sales' as const, column })),
  ...MANAGER_COLUMNS.map((column) => ({ table: 'Managers' as const, column })),
]

export const qualifiedName = (ref: ColumnRef) => `${ref.table}/${ref.column.name}`

/** Finds 'Table/Column' (any casing); an unknown one is an error, never an unfiltered report. */
export function findColumn(table: string, column: string): ColumnRef {
  const wanted = `${table.trim()}/${column.trim()}`.toLowerCase()
  const found = ALL_COLUMNS.find((ref) => qualifiedName(ref).toLowerCase() === wanted)
  if (found) return found
  throw new ConnectorError(
    `Unknown filter column "${table}/${column}". Available: ${ALL_COLUMNS.map(qualifiedName).join(', ')}`,
  )
}
