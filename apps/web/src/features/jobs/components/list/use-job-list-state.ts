import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import {
  DEFAULT_SORT,
  formatSort,
  PAGE_SIZE,
  parsePage,
  parseSort,
  type JobListParams,
  type JobSort,
} from '../../lib/list-params.ts'

interface Changes {
  page?: number
  sort?: JobSort
  search?: string
}

/** Page, sort and search live in the URL, so Back and a reload keep the list where it was. */
export function useJobListState() {
  const [searchParams, setSearchParams] = useSearchParams()
  const page = parsePage(searchParams.get('page'))
  const sort = parseSort(searchParams.get('sort'))
  const search = searchParams.get('search') ?? ''
  const skipRefresh = searchParams.get('skipRefresh') === 'true'

  const update = useCallback(
    (changes: Changes) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          const set = (key: string, value: string | null) =>
            value === null ? next.delete(key) : next.set(key, value)
          if (changes.page !== undefined) set('page', changes.page > 0 ? String(changes.page + 1) : null)
          if (changes.sort) {
            const value = formatSort(changes.sort)
            set('sort', value === formatSort(DEFAULT_SORT) ? null : value)
          }
          if (changes.search !== undefined) set('search', changes.search || null)
          return next
        },
        { replace: true },
      ),
    [setSearchParams],
  )

  const params: JobListParams = { page, size: PAGE_SIZE, sort: formatSort(sort), search }
  return {
    params,
    sort,
    skipRefresh,
    setPage: useCallback((value: number) => update({ page: value }), [update]),
    setSort: useCallback((value: JobSort) => update({ sort: value, page: 0 }), [update]),
    setSearch: useCallback((value: string) => update({ search: value, page: 0 }), [update]),
  }
}
