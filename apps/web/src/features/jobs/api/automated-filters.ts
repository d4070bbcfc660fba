import { AutomatedFilterConfig, FilterRow, type AutomatedFilterConfigInput } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiFetch } from '../../../lib/api-client.ts'
import { isApiError } from '../../../lib/api-error.ts'
import { jobKeys } from './job-keys.ts'

const key = (jobId: number) => [...jobKeys.detail(jobId), 'automated-filters'] as const
const PreviewRows = z.array(FilterRow)

// Spec §8: automated-filter failures are never toasted by the global handler.

/** The job's Automated Input settings, or null when it has none (404). */
export function automatedFilterQuery(jobId: number) {
  return queryOptions({
    queryKey: key(jobId),
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch(
          `/api/automated-filters/${jobId}`,
          { signal, toast: false },
          AutomatedFilterConfig,
        )
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null
        throw error
      }
    },
  })
}

/** The rows the BI tool gives the saved settings now: filter values and their recipients. */
export function automatedPreviewQuery(jobId: number) {
  return queryOptions({
    queryKey: [...key(jobId), 'preview'],
    queryFn: ({ signal }) =>
      apiFetch(`/api/automated-filters/${jobId}/preview`, { signal, toast: false }, PreviewRows),
  })
}

export async function saveAutomatedFilters(config: AutomatedFilterConfigInput): Promise<void> {
  await apiFetch('/api/automated-filters', { method: 'POST', body: config, toast: false })
}
