import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { authConfigKey, authConfigQuery, revokeBiAccount } from '../../../api/bi-auth.ts'
import { jobKeys } from '../../../api/job-keys.ts'

/**
 * The job's link to a BI account, and Revoke Access. The link and every listing of the job depend on it:
 * `refresh` reads them again after it changes.
 */
export function useBiLink(jobId: number) {
  const queryClient = useQueryClient()
  const link = useQuery(authConfigQuery(jobId))
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: authConfigKey(jobId) }),
      queryClient.invalidateQueries({ queryKey: [...jobKeys.detail(jobId), 'bi'] }),
    ])
  const revoking = useMutation({ mutationFn: () => revokeBiAccount(jobId), onSuccess: refresh })
  return { link, refresh, revoking }
}

export type BiRevoking = ReturnType<typeof useBiLink>['revoking']
