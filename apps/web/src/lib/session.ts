import { accountApi, authApi, type Account, type Authority } from '@herald/contracts'
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { toastApiError } from './api-client.ts'
import { isApiError } from './api-error.ts'
import { callEndpoint } from './call-endpoint.ts'
import { dropEarlyResponses } from './early-responses.ts'
import { profileQuery } from './profile.ts'

export const sessionKey = ['session'] as const

/** No session: what the page start asked for on behalf of a signed-in user is not theirs to read. */
function signedOut(): null {
  dropEarlyResponses()
  return null
}

/** Session restore (spec §4): the server's cookie session, then the account it belongs to. */
async function fetchSessionAccount(): Promise<Account | null> {
  const session = await callEndpoint(authApi.getSession, { toast: true })
  if (session === null || typeof session !== 'object') return signedOut()
  try {
    return await callEndpoint(accountApi.get, { toast: false, authRetry: false })
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return signedOut()
    if (isApiError(error)) toastApiError(error)
    throw error
  }
}

/** Runs once per page start; refreshed explicitly after sign-in, sign-out and account changes. */
export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: fetchSessionAccount,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
})

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous'

export interface SessionView {
  status: SessionStatus
  account: Account | null
}

export function useSession(): SessionView {
  const { data, isPending } = useQuery(sessionQuery)
  if (isPending) return { status: 'loading', account: null }
  return data ? { status: 'authenticated', account: data } : { status: 'anonymous', account: null }
}

/** Re-reads the session and account from the server (after sign-in, sign-out, settings saved). */
export function refreshSession(queryClient: QueryClient): Promise<Account | null> {
  return queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 })
}

export function useRefreshSession(): () => Promise<Account | null> {
  const queryClient = useQueryClient()
  return useCallback(() => refreshSession(queryClient), [queryClient])
}

/** Forgets everything cached for the signed-out user (the public server facts stay). */
export function clearSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== profileQuery.queryKey[0] })
  queryClient.setQueryData(sessionKey, null)
}

/** An empty list means any signed-in user; otherwise at least one listed authority (spec §6). */
export function hasAnyAuthority(
  account: Pick<Account, 'authorities'> | null,
  required: readonly Authority[],
): boolean {
  if (!account) return false
  if (required.length === 0) return true
  return required.some((authority) => account.authorities.includes(authority))
}
