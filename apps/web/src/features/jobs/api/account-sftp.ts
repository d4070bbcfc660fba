import { sftpApi, type SftpAccess } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { isApiError } from '../../../lib/api-error.ts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

/**
 * Where the account downloads its files by SFTP, or null when it has no credentials (404). A failure is not
 * worth a notification: the wizard then shows the general note.
 */
export const accountSftpQuery = queryOptions({
  queryKey: ['account', 'sftp'] as const,
  queryFn: async ({ signal }): Promise<SftpAccess | null> => {
    try {
      return await callEndpoint(sftpApi.account, { signal, toast: false })
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null
      throw error
    }
  },
  retry: false,
  staleTime: 60_000,
})
