import { authApi, type SocialProvider } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

export const OAUTH_RETURN_PATH = '/oauth-redirect'

/** Starts a Google or Microsoft sign-in and leaves for the provider's page. */
export async function startSocialSignIn(providerId: SocialProvider): Promise<void> {
  const { url } = await callEndpoint(authApi.startSocialSignIn, {
    body: {
      provider: providerId,
      callbackURL: OAUTH_RETURN_PATH,
      errorCallbackURL: OAUTH_RETURN_PATH,
      newUserCallbackURL: OAUTH_RETURN_PATH,
    },
  })
  window.location.assign(url)
}
