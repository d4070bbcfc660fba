import { systemApi, type ProfileInfo } from '@herald/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callEndpoint } from './call-endpoint.ts'

/** Used while /api/profile-info is loading or failed: no captcha, no social sign-in, no ribbon. */
export const fallbackProfile: ProfileInfo = {
  activeProfiles: ['prod'],
  devMailbox: false,
  captchaSiteKey: null,
  socialProviders: [],
  signupsEnabled: true,
  bookingUrl: null,
}

export const profileQuery = queryOptions({
  queryKey: ['profile-info'] as const,
  queryFn: () => callEndpoint(systemApi.profileInfo),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
})

export interface ProfileView {
  profile: ProfileInfo
  isLoading: boolean
}

/** Public server facts, fetched once per page start. */
export function useProfileInfo(): ProfileView {
  const { data, isPending } = useQuery(profileQuery)
  return { profile: data ?? fallbackProfile, isLoading: isPending }
}
