import { useState } from 'react'
import { nextSort, sortParam, type Sort } from './sort-header.tsx'

/**
 * The page, page size and sort of a list paged and sorted by the server. Anything that changes what is
 * listed (a filter, the size, the sort) goes back to the first page: wrap its setter in `resetting`.
 */
export function useServerPaging<F extends string>(initial: { sort: Sort<F>; size: number }) {
  const [page, setPage] = useState(0)
  const [size, setSize] = useState(initial.size)
  const [sort, setSort] = useState<Sort<F>>(initial.sort)
  const resetting =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setPage(0)
    }
  return {
    page,
    setPage,
    size,
    setSize: resetting(setSize),
    sort,
    sortBy: (field: F) => resetting(setSort)(nextSort(sort, field)),
    resetting,
    /** The page, size and sort as the server's query parameters take them. */
    params: { page, size, sort: sortParam(sort) },
  }
}

export type ServerPaging<F extends string> = ReturnType<typeof useServerPaging<F>>
