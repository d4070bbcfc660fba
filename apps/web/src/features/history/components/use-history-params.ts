import { HistoryQuery, JobIdParams } from '@herald/contracts'
import { useCallback } from 'react'
import { useParams, useSearchParams } from 'react-router'

const DEFAULT_QUERY = HistoryQuery.parse({})

/** `?page=` is 1-based for people (the API's is 0-based); anything unreadable means the first page of 10. */
function readQuery(params: URLSearchParams): HistoryQuery {
  const parsed = HistoryQuery.safeParse({
    page: Number(params.get('page') ?? '1') - 1,
    size: params.get('size') ?? undefined,
  })
  return parsed.success ? parsed.data : DEFAULT_QUERY
}

/** The route's job id (null when it is not one), and page and size kept in the URL. */
export function useHistoryParams() {
  const id = JobIdParams.safeParse(useParams())
  const [searchParams, setSearchParams] = useSearchParams()
  const query = readQuery(searchParams)

  const update = useCallback(
    ({ page, size }: HistoryQuery) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          if (page > 0) next.set('page', String(page + 1))
          else next.delete('page')
          if (size !== DEFAULT_QUERY.size) next.set('size', String(size))
          else next.delete('size')
          return next
        },
        { replace: true },
      ),
    [setSearchParams],
  )

  return {
    jobId: id.success ? id.data.id : null,
    query,
    setPage: (page: number) => update({ ...query, page }),
    setSize: (size: number) => update({ page: 0, size }),
  }
}
