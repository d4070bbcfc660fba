import { signOutTableau } from '../../connectors/registry.ts'
import type { Principal } from '../auth/index.ts'
import { requireOwnedJob } from '../jobs/index.ts'
import type { BiLinksDeps } from './bi-links-deps.ts'
import { deleteBiLink, findBiLink } from './bi-links.queries.ts'
import { openLink, sessionStore } from './stored-link.ts'

/** `POST /api/auth-config/delete/{jobId}`: signs out at Tableau (best effort; Power BI: forgets the tokens) and deletes what was stored. */
export async function revokeBiAccount(deps: BiLinksDeps, principal: Principal, jobId: number): Promise<void> {
  await requireOwnedJob(deps.db, principal, jobId)
  const row = await findBiLink(deps.db, jobId)
  if (!row) return
  const link = openLink(deps, row)
  if (link && row.sealedSession)
    await signOutTableau(deps.tableau, link, sessionStore(deps, row)).catch(() => undefined)
  await deleteBiLink(deps.db, jobId)
  // Entra ID has no revocation endpoint for one app's refresh token: forgetting it (and the cached access token) is the revoke.
  deps.powerBi?.tokens.delete(jobId)
}
