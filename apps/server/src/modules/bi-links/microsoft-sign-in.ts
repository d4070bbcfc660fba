import { randomBytes } from 'node:crypto'
import { destinationMessages } from '@herald/contracts'
import { EntraGrantError, GRAPH_FILES_SCOPE, redeemCode } from '../../connectors/registry.ts'
import type { Principal } from '../auth/index.ts'
import type { BiLinksDeps } from './bi-links-deps.ts'
import type { OauthStateRow } from './bi-links.queries.ts'
import { findMicrosoftSignIn, saveMicrosoftSignIn } from './microsoft-sign-ins.queries.ts'

/** Long enough to pick a drive and a folder; the refresh token moves into the destination when it is added. */
const SIGN_IN_TTL_MS = 60 * 60_000

export type SharePointSignInOutcome =
  { ok: true; signInId: string; principal: string } | { ok: false; error: string }

/**
 * The callback's end of a SharePoint destination's sign-in (ADR 0052): the code redeemed for Graph
 * (Files.ReadWrite.All), the refresh token sealed in a sign-in bound to the user and job, its id handed to the
 * form that picks the folder.
 */
export async function completeSharePointSignIn(
  deps: BiLinksDeps,
  pending: OauthStateRow,
  code: string,
): Promise<SharePointSignInOutcome> {
  let tokens
  try {
    tokens = await redeemCode(
      deps.powerBi!,
      code,
      deps.secrets.open(pending.sealedVerifier),
      GRAPH_FILES_SCOPE,
    )
  } catch (err) {
    if (err instanceof EntraGrantError)
      return { ok: false, error: destinationMessages.sharePointRefused(err.message) }
    throw err
  }
  const now = deps.clock()
  const signInId = randomBytes(24).toString('base64url')
  const principal = tokens.principal ?? 'Microsoft account'
  await saveMicrosoftSignIn(
    deps.db,
    {
      id: signInId,
      userId: pending.userId,
      jobId: pending.jobId,
      principal,
      sealedRefreshToken: deps.secrets.seal(tokens.refreshToken),
      expiresAt: new Date(now.getTime() + SIGN_IN_TTL_MS),
    },
    now,
  )
  return { ok: true, signInId, principal }
}

/** A sign-in of this user for this job, opened: what a SharePoint destination is set up with. */
export async function microsoftSignInOf(
  deps: Pick<BiLinksDeps, 'db' | 'secrets' | 'clock'>,
  principal: Principal,
  jobId: number,
  signInId: string,
): Promise<{ refreshToken: string; principal: string } | undefined> {
  const row = await findMicrosoftSignIn(
    deps.db,
    { id: signInId, userId: principal.userId, jobId },
    deps.clock(),
  )
  return row && { refreshToken: deps.secrets.open(row.sealedRefreshToken), principal: row.principal }
}
