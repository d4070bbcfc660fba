import type { AuthConfigView, TableauAuthConfig } from '@herald/contracts'
import {
  principalOf,
  signInTableau,
  signOutTableau,
  type TableauCredentials,
  type TableauLink,
  type TableauSession,
} from '../../connectors/registry.ts'
import type { Principal } from '../auth/index.ts'
import { requireOwnedJob } from '../jobs/index.ts'
import { userFacing } from '../report-config/index.ts'
import type { BiLinksDeps } from './bi-links-deps.ts'
import { findBiLink, saveBiLink } from './bi-links.queries.ts'
import { presentLink } from './present-link.ts'
import { openLink, sessionStore } from './stored-link.ts'

function credentialsOf(body: TableauAuthConfig): TableauCredentials {
  if (body.tokenName !== '' && body.tokenSecret !== '')
    return { kind: 'pat', tokenName: body.tokenName, tokenSecret: body.tokenSecret }
  const { clientId, secretId, secretValue, userName } = body
  return { kind: 'connected-app', clientId, secretId, secretValue, userName }
}

/**
 * `POST /api/auth-config/{jobId}`: signs in to Tableau now with what the user gave (after the SSRF check)
 * and, when Tableau accepts, stores the link with its secrets and session sealed. A refusal is a 400 with
 * Tableau's reason; nothing is stored then. An earlier link of the job is signed out and replaced.
 */
export async function linkBiAccount(
  deps: BiLinksDeps,
  principal: Principal,
  jobId: number,
  body: TableauAuthConfig,
): Promise<AuthConfigView> {
  await requireOwnedJob(deps.db, principal, jobId)
  const link: TableauLink = {
    tool: body.biTool,
    serverUrl: body.serverUrl.replace(/\/+$/, ''),
    siteContentUrl: body.siteContentUrl,
    credentials: credentialsOf(body),
  }
  let session: TableauSession | undefined
  const pending = {
    load: async () => session,
    save: async (s: TableauSession | undefined) => {
      session = s
    },
    refused: async () => undefined,
  }
  await userFacing(() => signInTableau(deps.tableau, link, pending))

  const earlier = await findBiLink(deps.db, jobId)
  const earlierLink = earlier && openLink(deps, earlier)
  if (earlier && earlierLink && earlier.sealedSession)
    await signOutTableau(deps.tableau, earlierLink, sessionStore(deps, earlier)).catch(() => undefined)

  const row = {
    jobId,
    biTool: link.tool,
    serverUrl: link.serverUrl,
    siteContentUrl: link.siteContentUrl,
    principal: principalOf(link.credentials),
    sealedCredentials: deps.secrets.seal(JSON.stringify(link.credentials)),
    sealedSession: session ? deps.secrets.seal(JSON.stringify(session)) : null,
    updatedAt: deps.clock(),
  }
  await saveBiLink(deps.db, row)
  return presentLink({ ...row, isValid: true })
}
