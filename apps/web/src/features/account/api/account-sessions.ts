import { accountSessionMessages, accountSessionsApi } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

export const accountSessionsKey = ['account', 'sessions'] as const

/** `GET /api/account/sessions`: the account's signed-in sessions, this one marked. */
export const accountSessionsQuery = queryOptions({
  queryKey: accountSessionsKey,
  queryFn: ({ signal }) =>
    callEndpoint(accountSessionsApi.list, { signal, toast: accountSessionMessages.loadFailed }),
})
