import { sftpApi } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

/**
 * Where the account downloads its files by SFTP, or null when it has no credentials or SFTP is off. A failure
 * is not worth a notification: the wizard then shows the general note.
 */
export const accountSftpQuery = queryOptions({
  queryKey: ['account', 'sftp'] as const,
  queryFn: ({ signal }) => callEndpoint(sftpApi.account, { signal, toast: false }),
  retry: false,
  staleTime: 60_000,
})
