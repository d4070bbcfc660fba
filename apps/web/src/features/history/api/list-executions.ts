import { historyApi, type HistoryQuery, type JobExecution } from '@herald/contracts'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callEndpointWithHeaders } from '../../../lib/call-endpoint.ts'
import { historyKeys } from './history-keys.ts'

const TOTAL_HEADER = 'x-total-count'

export interface ExecutionPage {
  jobName: string
  /** The job's zone, which its runs are shown in. */
  timeZone: string
  executions: JobExecution[]
  /** Runs of the job across all pages (`x-total-count`). */
  total: number
}

/** One page of a job's runs, newest first, paged by the server. */
export async function listExecutions(
  jobId: number,
  { page, size }: HistoryQuery,
  signal?: AbortSignal,
): Promise<ExecutionPage> {
  const { data, headers } = await callEndpointWithHeaders(historyApi.listExecutions, {
    params: { jobId },
    query: { page, size },
    signal,
  })
  const total = Number(headers.get(TOTAL_HEADER))
  return {
    jobName: data.jobName,
    timeZone: data.timeZone,
    executions: data.jobExecutions,
    total: Number.isFinite(total) && headers.has(TOTAL_HEADER) ? total : data.jobExecutions.length,
  }
}

export function executionPageQuery(jobId: number, query: HistoryQuery) {
  return queryOptions({
    queryKey: historyKeys.page(jobId, query),
    queryFn: ({ signal }) => listExecutions(jobId, query, signal),
    placeholderData: keepPreviousData,
  })
}
