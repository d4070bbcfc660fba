import { reportConfigApi, type AutomatedFilterConfigInput } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { jobKeys } from './job-keys.ts'

const key = (jobId: number) => [...jobKeys.detail(jobId), 'automated-filters'] as const

// Spec §8: automated-filter failures are never toasted by the global handler.

/** The job's Automated Input settings, or null when it has none. */
export function automatedFilterQuery(jobId: number) {
  return queryOptions({
    queryKey: key(jobId),
    queryFn: ({ signal }) =>
      callEndpoint(reportConfigApi.getAutomatedFilters, { params: { jobId }, signal, toast: false }),
  })
}

/** The rows the BI tool gives the saved settings now: filter values and their recipients. */
export function automatedPreviewQuery(jobId: number) {
  return queryOptions({
    queryKey: [...key(jobId), 'preview'],
    queryFn: ({ signal }) =>
      callEndpoint(reportConfigApi.previewAutomatedRows, { params: { jobId }, signal, toast: false }),
  })
}

export async function saveAutomatedFilters(config: AutomatedFilterConfigInput): Promise<void> {
  await callEndpoint(reportConfigApi.saveAutomatedFilters, { body: config, toast: false })
}
