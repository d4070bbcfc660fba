import { DEFAULT_PAGE_SIZE, JOB_SORT_FIELDS, type JobSortField } from '@herald/contracts'

export type SortDirection = 'asc' | 'desc'

export interface JobSort {
  field: JobSortField
  direction: SortDirection
}

/** What the list asks the server for (spec §7: page 0, size 30, sort id,asc). */
export interface JobListParams {
  page: number
  size: number
  sort: string
  search: string
}

export const DEFAULT_SORT: JobSort = { field: 'id', direction: 'asc' }

export function formatSort({ field, direction }: JobSort): string {
  return `${field},${direction}`
}

/** Reads `name,desc` and the like; anything unknown falls back to id ascending. */
export function parseSort(value: string | null): JobSort {
  const [field, direction] = (value ?? '').split(',')
  const known = (JOB_SORT_FIELDS as readonly string[]).includes(field ?? '')
  if (!known || (direction !== 'asc' && direction !== 'desc')) return DEFAULT_SORT
  return { field: field as JobSortField, direction }
}

/** A click on a column header: ascending first, then it flips. */
export function toggleSort(current: JobSort, field: JobSortField): JobSort {
  if (current.field !== field) return { field, direction: 'asc' }
  return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
}

/** Page numbers in the URL are 1-based for people; the API's are 0-based. */
export function parsePage(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page - 1 : 0
}

export const PAGE_SIZE = DEFAULT_PAGE_SIZE
