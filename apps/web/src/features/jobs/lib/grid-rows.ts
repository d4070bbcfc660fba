import {
  emailListProblems,
  filterMessages,
  filterNameProblem,
  isKeptRow,
  type FilterRow,
} from '@herald/contracts'
import { trimmedRow, type FilterField } from './filter-columns.ts'

/** A row of the filter grid: the texts as typed, and a key that survives edits and deletions. */
export interface GridRow extends Pick<FilterRow, FilterField | 'isActive'> {
  key: string
  id?: number | null
}

let lastKey = 0

export function gridRow(values: Partial<Omit<GridRow, 'key'>> = {}): GridRow {
  lastKey += 1
  return {
    key: `row-${lastKey}`,
    filterName: '',
    filterValue: '',
    toEmail: '',
    ccEmail: '',
    bccEmail: '',
    isActive: true,
    ...values,
  }
}

/** The filter name every other row must repeat: the first well-formed one (a malformed one has its own message). */
export function firstFilterName(rows: readonly GridRow[]): string {
  for (const row of rows) {
    const name = row.filterName.trim()
    if (name !== '' && !filterNameProblem(name)) return name
  }
  return ''
}

/** What is wrong with each cell of a row, by the rules of `filterRowProblems` (none for a row to be dropped). */
export function cellProblems(row: GridRow, firstName: string): Partial<Record<FilterField, string>> {
  const cells = trimmedRow(row)
  if (!isKeptRow(cells)) return {}
  const differs = cells.filterName !== '' && firstName !== '' && cells.filterName !== firstName
  const problems: Partial<Record<FilterField, string | undefined>> = {
    filterName:
      filterNameProblem(cells.filterName) ??
      (differs ? filterMessages.differentNames([firstName, cells.filterName]) : undefined),
    filterValue:
      cells.filterName === '' && cells.filterValue !== '' ? filterMessages.valueWithoutName : undefined,
    toEmail:
      cells.toEmail === '' ? filterMessages.toRequired : emailListProblems('To Email', cells.toEmail)[0],
    ccEmail: emailListProblems('CC Email', cells.ccEmail)[0],
    bccEmail: emailListProblems('BCC Email', cells.bccEmail)[0],
  }
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message !== undefined))
}
