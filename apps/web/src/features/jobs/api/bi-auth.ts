import { AuthConfigView, type TableauAuthConfigInput } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api-client.ts'
import { isApiError } from '../../../lib/api-error.ts'
import { jobKeys } from './job-keys.ts'

// Spec §8: auth-config failures are never toasted by the global handler; the form shows them.

export const authConfigKey = (jobId: number) => [...jobKeys.detail(jobId), 'auth-config'] as const

/** Who the job is linked as, or null when it is not linked (404). */
export function authConfigQuery(jobId: number) {
  return queryOptions({
    queryKey: authConfigKey(jobId),
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch(`/api/auth-config/${jobId}`, { signal, toast: false }, AuthConfigView)
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null
        throw error
      }
    },
  })
}

/** Herald signs in with what was typed; a refusal comes back as an error with Tableau's reason. */
export function linkTableau(jobId: number, body: TableauAuthConfigInput) {
  return apiFetch(`/api/auth-config/${jobId}`, { method: 'POST', body, toast: false }, AuthConfigView)
}

export function revokeBiAccount(jobId: number) {
  return apiFetch(`/api/auth-config/delete/${jobId}`, { method: 'POST', body: {}, toast: false })
}
