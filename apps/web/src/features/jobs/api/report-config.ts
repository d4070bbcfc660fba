import { reportConfigApi, type ReportJobConfInput } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { nullWhenNotFound } from '../../../lib/api-error.ts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { jobKeys } from './job-keys.ts'

export const reportConfigKey = (jobId: number) => [...jobKeys.detail(jobId), 'report-conf'] as const

/** The job's saved report task (step 2), or null before its first save (404). The step shows failures. */
export function reportConfigQuery(jobId: number) {
  return queryOptions({
    queryKey: reportConfigKey(jobId),
    queryFn: ({ signal }) =>
      nullWhenNotFound(
        callEndpoint(reportConfigApi.getReport, { query: { userJobId: jobId }, signal, toast: false }),
      ),
  })
}

/** Saves step 2's report task with its filter rows. The caller reports failures (spec §8). */
export async function saveReportConfig(jobId: number, input: ReportJobConfInput): Promise<void> {
  await callEndpoint(reportConfigApi.saveReport, { query: { userJobId: jobId }, body: input, toast: false })
}
