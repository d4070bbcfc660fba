import { ExecutionFile } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiFetch } from '../../../lib/api-client.ts'
import { historyKeys } from './history-keys.ts'

const ExecutionFiles = z.array(ExecutionFile)

/** The files of one run, with their recipients and email status (loaded when its row opens). */
export function executionFilesQuery(jobId: number, runId: number) {
  return queryOptions({
    queryKey: historyKeys.files(jobId, runId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/user-jobs/user-job-executions/${jobId}/runs/${runId}/files`, { signal }, ExecutionFiles),
  })
}
