import { sftpApi, sftpMessages, type SftpCredentialsRequest } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { useMutationThenReload } from '../../../lib/use-mutation-then-reload.ts'
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
  return useMutationThenReload({
    mutationFn: (body: SftpCredentialsRequest) => callEndpoint(sftpApi.issue, { params: { id }, body }),
    success: sftpMessages.issued,
    reload: adminKeys.sftp(id),
  })
}

export function useRevokeSftpCredentials(id: string) {
  return useMutationThenReload({
    mutationFn: () => callEndpoint(sftpApi.revoke, { params: { id } }),
    success: sftpMessages.revoked,
    reload: adminKeys.sftp(id),
  })
}
