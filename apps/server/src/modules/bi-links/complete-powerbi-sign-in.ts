import { destinationMessages, powerBiMessages } from '@herald/contracts'
import { EntraGrantError, redeemCode } from '../../connectors/registry.ts'
import type { Principal } from '../auth/index.ts'
import { requireOwnedJob } from '../jobs/index.ts'
import type { BiLinksDeps } from './bi-links-deps.ts'
import { saveBiLink, takeOauthState } from './bi-links.queries.ts'
import { hashState, type SignInPurpose } from './initiate-powerbi-sign-in.ts'
import { completeSharePointSignIn, type SharePointSignInOutcome } from './microsoft-sign-in.ts'

export interface CallbackQuery {
  code?: string | undefined
  state?: string | undefined
  error?: string | undefined
  error_description?: string | undefined
}

/** The outcome the popup reports to the wizard: linked, or the reason in words the user can act on. */
export type SignInOutcome =
  | { ok: true; purpose?: 'POWER_BI' }
  | { ok: false; error: string; purpose?: SignInPurpose }
  | (SharePointSignInOutcome & { purpose: 'SHAREPOINT' })

/**
 * `GET /api/auth/oauth/callback`: takes this user's pending sign-in for the state (another user's, an
 * expired or a replayed state is refused), redeems the code with the verifier and the client secret, and
 * links the job: the refresh token sealed, the account name in clear. Entra ID's own error is passed on.
 */
export async function completePowerBiSignIn(
  deps: BiLinksDeps,
  principal: Principal,
  query: CallbackQuery,
): Promise<SignInOutcome> {
  const now = deps.clock()
  const pending = query.state
    ? await takeOauthState(deps.db, hashState(query.state), principal.userId, now)
    : undefined
  if (!pending || !deps.powerBi) return { ok: false, error: powerBiMessages.stateInvalid }
  const purpose = pending.purpose as SignInPurpose
  const refused = purpose === 'SHAREPOINT' ? destinationMessages.sharePointRefused : powerBiMessages.refused
  if (query.error) {
    const reason = (query.error_description ?? '').split(/\r?\n/)[0] || query.error
    return {
      ok: false,
      purpose,
      error: query.error === 'access_denied' ? powerBiMessages.cancelled : refused(reason),
    }
  }
  if (!query.code) return { ok: false, purpose, error: refused('no authorization code came back') }
  await requireOwnedJob(deps.db, principal, pending.jobId)
  if (purpose === 'SHAREPOINT')
    return { ...(await completeSharePointSignIn(deps, pending, query.code)), purpose }
  let tokens
  try {
    tokens = await redeemCode(deps.powerBi, query.code, deps.secrets.open(pending.sealedVerifier))
  } catch (err) {
    if (err instanceof EntraGrantError) return { ok: false, error: powerBiMessages.refused(err.message) }
    throw err
  }
  await saveBiLink(deps.db, {
    jobId: pending.jobId,
    biTool: 'POWER_BI',
    serverUrl: deps.powerBi.settings.apiUrl,
    siteContentUrl: '',
    principal: tokens.principal ?? 'Power BI user',
    sealedCredentials: deps.secrets.seal(tokens.refreshToken),
    sealedSession: null,
    updatedAt: now,
  })
  deps.powerBi.tokens.set(pending.jobId, { accessToken: tokens.accessToken, expiresAt: tokens.expiresAt })
  return { ok: true }
}
