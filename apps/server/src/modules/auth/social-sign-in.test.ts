import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HttpClient } from '../../../test/http-client.ts'
import { startFakeOpenIdProvider } from '../../../test/fake-openid-provider.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

const google = { sub: 'g-123', email: 'grace@gmail.example', given_name: 'Grace', family_name: 'Hopper' }
const microsoft = { sub: 'm-456', email: 'alan@contoso.example', given_name: 'Alan', family_name: 'Turing' }

let t: TestHerald
let googleIdp: Awaited<ReturnType<typeof startFakeOpenIdProvider>>
let microsoftIdp: Awaited<ReturnType<typeof startFakeOpenIdProvider>>
beforeAll(async () => {
  googleIdp = await startFakeOpenIdProvider(google, 'google-client', 'google-secret')
  microsoftIdp = await startFakeOpenIdProvider(microsoft, 'ms-client', 'ms-secret')
  t = await startTestHerald({
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_DISCOVERY_URL: googleIdp.discoveryUrl,
    MICROSOFT_CLIENT_ID: 'ms-client',
    MICROSOFT_CLIENT_SECRET: 'ms-secret',
    MICROSOFT_DISCOVERY_URL: microsoftIdp.discoveryUrl,
  })
})
afterAll(async () => {
  await t.stop()
  await googleIdp.close()
  await microsoftIdp.close()
})

/** Follows the browser's path: Herald → provider → Herald's callback → /oauth-redirect. */
async function signInWith(client: HttpClient, providerId: 'google' | 'azure'): Promise<URL> {
  const start = await client.post('/api/auth/sign-in/social', {
    provider: providerId,
    callbackURL: '/oauth-redirect',
    errorCallbackURL: '/oauth-redirect',
    newUserCallbackURL: '/oauth-redirect',
  })
  expect(start.status).toBe(200)
  const { url } = (await start.json()) as { url: string }
  const atProvider = await fetch(url, { redirect: 'manual' })
  const callback = new URL(atProvider.headers.get('location')!)
  const back = await client.get(callback.pathname + callback.search)
  expect(back.status).toBe(302)
  return new URL(back.headers.get('location')!, t.url)
}

describe('Google and Microsoft sign-in', () => {
  it('offers both providers once configured', async () => {
    expect((await (await t.client().get('/api/profile-info')).json()).socialProviders).toEqual([
      'google',
      'azure',
    ])
  })

  it.each([
    ['google', google],
    ['azure', microsoft],
  ] as const)('signs in with %s and creates the account from the profile', async (providerId, user) => {
    const client = t.client()
    const landing = await signInWith(client, providerId)
    expect(landing.pathname).toBe('/oauth-redirect')
    expect(landing.searchParams.get('error')).toBeNull()
    const account = await (await client.get('/api/account')).json()
    expect(account).toMatchObject({
      email: user.email,
      firstName: user.given_name,
      lastName: user.family_name,
      authorities: ['ROLE_USER'],
    })
  })

  it('returns a cancelled sign-in to /oauth-redirect with the provider error', async () => {
    const client = t.client()
    googleIdp.denyNext()
    const landing = await signInWith(client, 'google')
    expect(landing.pathname).toBe('/oauth-redirect')
    expect(landing.searchParams.get('error')).toBe('access_denied')
    expect((await client.get('/api/account')).status).toBe(401)
  })
})
