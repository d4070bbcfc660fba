import { accountMessages, emailChangeApi } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

export const pendingEmailChangeKey = ['account', 'email-change'] as const

/** The email change waiting for its link, or null. */
export const pendingEmailChangeQuery = queryOptions({
  queryKey: pendingEmailChangeKey,
  queryFn: ({ signal }) =>
    callEndpoint(emailChangeApi.pending, { signal, toast: accountMessages.unableToGetUser }),
})
