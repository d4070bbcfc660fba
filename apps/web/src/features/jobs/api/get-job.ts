import { UserJob } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api-client.ts'
import { jobKeys } from './job-keys.ts'

/** One job of the signed-in account (404 for anyone else's). */
export function jobQuery(id: number) {
  return queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(`/api/user-jobs/${id}`, { signal }, UserJob),
  })
}
