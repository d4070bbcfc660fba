import { historyApi } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { historyKeys } from './history-keys.ts'

/** The files of one run, with their recipients and email status (loaded when its row opens). */
export function executionFilesQuery(jobId: number, runId: number) {
  return queryOptions({
    queryKey: historyKeys.files(jobId, runId),
    queryFn: ({ signal }) => callEndpoint(historyApi.listRunFiles, { params: { jobId, runId }, signal }),
  })
}
