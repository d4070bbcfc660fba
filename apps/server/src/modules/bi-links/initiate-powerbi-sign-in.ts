import { createHash } from 'node:crypto'
import { BI_TOOL_LABELS, destinationMessages, reportMessages, type OAuthInitiation } from '@herald/contracts'
import { authorizeUrl, GRAPH_FILES_SCOPE, newPkce } from '../../connectors/registry.ts'
import { AppError } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { requireOwnedJob } from '../jobs/index.ts'
import type { BiLinksDeps } from './bi-links-deps.ts'
import { saveOauthState } from './bi-links.queries.ts'

/** Like the authorization code (reference §1.2). */
const STATE_TTL_MS = 10 * 60_000

export const hashState = (state: string) => createHash('sha256').update(state).digest('hex')

/** What a Microsoft sign-in is for: linking the job to Power BI, or a SharePoint / OneDrive destination (ADR 0052). */
export type SignInPurpose = 'POWER_BI' | 'SHAREPOINT'

/**
 * `GET /api/auth/oauth/initiate/{jobId}` (and the SharePoint destination's sign-in): a PKCE pair and a state
 * bound to this user, job and purpose, kept server-side (the state hashed, the verifier sealed) for ten
 * minutes; answers Entra ID's sign-in address with the purpose's scope. One callback serves both.
 */
export async function initiatePowerBiSignIn(
  deps: BiLinksDeps,
  principal: Principal,
  jobId: number,
  purpose: SignInPurpose = 'POWER_BI',
): Promise<OAuthInitiation> {
  await requireOwnedJob(deps.db, principal, jobId)
  if (!deps.powerBi)
    throw new AppError(
      409,
      purpose === 'SHAREPOINT'
        ? destinationMessages.sharePointNotConfigured
        : reportMessages.notLinked(BI_TOOL_LABELS.POWER_BI),
    )
  const pkce = newPkce()
  const now = deps.clock()
  await saveOauthState(
    deps.db,
    {
      stateHash: hashState(pkce.state),
      userId: principal.userId,
      jobId,
      sealedVerifier: deps.secrets.seal(pkce.verifier),
      purpose,
      expiresAt: new Date(now.getTime() + STATE_TTL_MS),
    },
    now,
  )
  return {
    authUrl: authorizeUrl(deps.powerBi, pkce, purpose === 'SHAREPOINT' ? GRAPH_FILES_SCOPE : undefined),
  }
}
