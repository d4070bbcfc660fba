import type { HistoryQuery } from '@herald/contracts'

/** Cache keys of a job's history: its pages of runs and the files of each run share the job prefix. */
export const historyKeys = {
  job: (jobId: number) => ['history', jobId] as const,
  page: (jobId: number, query: HistoryQuery) => [...historyKeys.job(jobId), 'page', query] as const,
  files: (jobId: number, runId: number) => [...historyKeys.job(jobId), 'files', runId] as const,
}
