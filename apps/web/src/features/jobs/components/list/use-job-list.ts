import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useDeferredValue, useEffect, useState } from 'react'
import { jobKeys } from '../../api/job-keys.ts'
import { jobListQuery, type JobPage } from '../../api/list-jobs.ts'
import { useJobListState } from './use-job-list-state.ts'

/** While a job runs, the list refreshes itself this often. */
export const RUNNING_REFRESH_MS = 10_000

function anyRunning(page: JobPage | undefined): boolean {
  return page?.jobs.some((job) => job.status === 'RUNNING' || job.hasActiveRun) ?? false
}

/**
 * The page of jobs the URL asks for, refreshed while a job runs, and Refresh. The table's first drawing is a
 * transition, in slices that let the browser respond in between (docs/decisions/0032): `loading` holds until
 * then; later changes (a switch flipped, another page) show at once.
 */
export function useJobList() {
  const queryClient = useQueryClient()
  const state = useJobListState()
  const { params, skipRefresh, setPage } = state
  const list = useQuery({
    ...jobListQuery(params),
    refetchOnMount: skipRefresh ? false : 'always',
    refetchInterval: (query) => (anyRunning(query.state.data) ? RUNNING_REFRESH_MS : false),
  })
  const [refreshing, setRefreshing] = useState(false)
  const drawn = useDeferredValue(list.data) !== undefined
  const page = drawn ? list.data : undefined
  const loading = list.isPending || (!drawn && list.data !== undefined)

  // Deleting the last job of the last page: show the page before it.
  useEffect(() => {
    if (page && page.jobs.length === 0 && page.total > 0 && params.page > 0) {
      setPage(Math.ceil(page.total / params.size) - 1)
    }
  }, [page, params.page, params.size, setPage])

  const refresh = async () => {
    setRefreshing(true)
    try {
      await queryClient.invalidateQueries({ queryKey: jobKeys.all })
    } finally {
      setRefreshing(false)
    }
  }
  return { ...state, page, loading, refreshing, refresh }
}
