import { jobsApi } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { jobKeys } from './job-keys.ts'

/** One job of the signed-in account (404 for anyone else's). */
export function jobQuery(id: number) {
  return queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(jobsApi.get, { params: { id }, signal }),
  })
}
