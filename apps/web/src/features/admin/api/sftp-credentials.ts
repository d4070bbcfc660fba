import { sftpApi, sftpMessages, type SftpCredentialsRequest } from '@herald/contracts'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { notifySuccess } from '../../../lib/notify.ts'
import { adminKeys } from './admin-keys.ts'

/** Whether SFTP is on and the account has credentials (never the secret). */
export function sftpStatusQuery(id: string) {
  return queryOptions({
    queryKey: adminKeys.sftp(id),
    queryFn: ({ signal }) => callEndpoint(sftpApi.status, { params: { id }, signal }),
  })
}

/** Issues or replaces the account's credentials; the answer holds the password this once. */
export function useIssueSftpCredentials(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SftpCredentialsRequest) => callEndpoint(sftpApi.issue, { params: { id }, body }),
    onSuccess: async () => {
      notifySuccess(sftpMessages.issued)
      await queryClient.invalidateQueries({ queryKey: adminKeys.sftp(id) })
    },
  })
}

export function useRevokeSftpCredentials(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callEndpoint(sftpApi.revoke, { params: { id } }),
    onSuccess: async () => {
      notifySuccess(sftpMessages.revoked)
      await queryClient.invalidateQueries({ queryKey: adminKeys.sftp(id) })
    },
  })
}
