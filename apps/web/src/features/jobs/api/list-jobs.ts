import { jobsApi, type UserJob } from '@herald/contracts'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callEndpointWithHeaders } from '../../../lib/call-endpoint.ts'
import type { JobListParams } from '../lib/list-params.ts'
import { jobKeys } from './job-keys.ts'

const TOTAL_HEADER = 'x-total-count'

export interface JobPage {
  jobs: UserJob[]
  /** Jobs matching the search, across all pages (`x-total-count`). */
  total: number
}

/** One page of the signed-in account's jobs, sorted and searched by the server. */
export async function listJobs(
  { page, size, sort, search }: JobListParams,
  signal?: AbortSignal,
): Promise<JobPage> {
  const { data, headers } = await callEndpointWithHeaders(jobsApi.list, {
    query: { page, size, sort, search: search || undefined },
    signal,
  })
  const total = Number(headers.get(TOTAL_HEADER))
  return { jobs: data, total: Number.isFinite(total) && headers.has(TOTAL_HEADER) ? total : data.length }
}

export function jobListQuery(params: JobListParams) {
  return queryOptions({
    queryKey: jobKeys.list(params),
    queryFn: ({ signal }) => listJobs(params, signal),
    placeholderData: keepPreviousData,
  })
}

/** How many jobs the account has, whatever the search (the empty state's 'Total jobs'). */
export function jobTotalQuery() {
  return queryOptions({
    queryKey: jobKeys.total(),
    queryFn: async ({ signal }) =>
      (await listJobs({ page: 0, size: 1, sort: 'id,asc', search: '' }, signal)).total,
  })
}
