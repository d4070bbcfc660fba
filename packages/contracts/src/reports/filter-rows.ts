import { z } from 'zod/mini'
import { emailListProblems } from './email-address.ts'
import { RowFields } from './row-columns.ts'

/** Spec §5 "Filter name syntax", filter-row and mode rules with their exact texts. */
export const filterMessages = {
  syntax: 'Invalid syntax. Use either "Table/Column" for filters or "Title<>Table/Column" for slicers.',
  differentNames: (names: string[]) =>
    `All Filter Names must be the same across all rows. Found different values: ${names.join(', ')}`,
  valueWithoutName: 'Filter Value must be empty when Filter Name is empty.',
  toRequired: 'To Email cannot be null or empty. Please provide at least one recipient email address.',
  manualNeedsRow: 'Please configure at least one filter with email recipients for manual mode.',
  automatedNeedsFilter: 'Please configure the filter name for automated mode.',
  automatedNeedsVisual: 'Please configure the source visual name for Power BI automated mode.',
  row: (n: number, message: string) => `Row ${n}: ${message}`,
  more: (n: number) => `and ${n} more errors`,
  valueHint:
    'One value per row. Numbers as int(123); dates and date ranges in ISO 8601 (2026-01-31, 2026-01-01/2026-03-31).',
} as const

const FILTER_SYNTAX = /^([^<>/]+<>)?[^<>/]+\/[^<>/]+$/

export function filterNameProblem(name: string): string | undefined {
  return name === '' || FILTER_SYNTAX.test(name) ? undefined : filterMessages.syntax
}

const text = z._default(
  z.pipe(
    z.nullable(z.string()),
    z.transform((v) => (v ?? '').trim()),
  ),
  '',
)

export const FilterRow = z.object({
  id: z.optional(z.nullable(z.number())),
  filterName: text,
  filterValue: text,
  toEmail: text,
  ccEmail: text,
  bccEmail: text,
  isActive: z._default(z.boolean(), true),
  /** The row's own columns, e.g. { Name: 'Maria', Account: 'Acme' } (ADR 0047). */
  fields: RowFields,
  /** Per-row overrides; null or absent keeps the job's FILE FORMAT and Excel export. */
  format: z._default(z.nullable(z.enum(['PDF', 'PPTX'])), null),
  attachExcel: z._default(z.nullable(z.boolean()), null),
})
export type FilterRow = z.infer<typeof FilterRow>

/** A filter row as the server answers with it (already trimmed). */
export const FilterRowView = z.object({
  filterName: z.string(),
  filterValue: z.string(),
  toEmail: z.string(),
  ccEmail: z.string(),
  bccEmail: z.string(),
  isActive: z.boolean(),
  fields: z.record(z.string(), z.string()),
  format: z.nullable(z.enum(['PDF', 'PPTX'])),
  attachExcel: z.nullable(z.boolean()),
})
export type FilterRowInput = z.input<typeof FilterRow>

/** A row is kept when it has a filter name or a To email; the others are dropped on save (spec §5). */
export function isKeptRow(row: Pick<FilterRow, 'filterName' | 'toEmail'>): boolean {
  return row.filterName.trim() !== '' || row.toEmail.trim() !== ''
}

/** Every problem of the kept rows, as 'Row {n}: …' (n counts the rows as the user sees them), then cross-row ones. */
export function filterRowProblems(rows: readonly FilterRow[]): string[] {
  const problems: string[] = []
  rows.forEach((row, index) => {
    if (!isKeptRow(row)) return
    const add = (message: string) => problems.push(filterMessages.row(index + 1, message))
    const nameProblem = filterNameProblem(row.filterName)
    if (nameProblem) add(nameProblem)
    if (row.filterName === '' && row.filterValue !== '') add(filterMessages.valueWithoutName)
    if (row.toEmail === '') add(filterMessages.toRequired)
    for (const [field, value] of [
      ['To Email', row.toEmail],
      ['CC Email', row.ccEmail],
      ['BCC Email', row.bccEmail],
    ] as const) {
      for (const message of emailListProblems(field, value)) add(message)
    }
  })
  const names = [
    ...new Set(
      rows
        .filter(isKeptRow)
        .map((r) => r.filterName)
        .filter((n) => n !== ''),
    ),
  ]
  if (names.length > 1) problems.push(filterMessages.differentNames(names))
  return problems
}

/** The first `limit` problems, then 'and N more errors' (spec §5 upload rule). */
export function firstProblems(problems: readonly string[], limit = 10): string[] {
  return problems.length <= limit
    ? [...problems]
    : [...problems.slice(0, limit), filterMessages.more(problems.length - limit)]
}
