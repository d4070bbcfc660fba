import type { SocialProvider } from '@herald/contracts'
import { z } from 'zod/mini'
import { apiFetch } from '../../../lib/api-client.ts'

export const OAUTH_RETURN_PATH = '/oauth-redirect'

const OAuthStart = z.object({ url: z.string(), redirect: z.optional(z.boolean()) })

/** Starts a Google or Microsoft sign-in and leaves for the provider's page. */
export async function startSocialSignIn(providerId: SocialProvider): Promise<void> {
  const { url } = await apiFetch(
    '/api/auth/sign-in/social',
    {
      method: 'POST',
      body: {
        provider: providerId,
        callbackURL: OAUTH_RETURN_PATH,
        errorCallbackURL: OAUTH_RETURN_PATH,
        newUserCallbackURL: OAUTH_RETURN_PATH,
      },
    },
    OAuthStart,
  )
  window.location.assign(url)
}
