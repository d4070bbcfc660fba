import { createHash, randomBytes } from 'node:crypto'
import { ConnectorError } from '../connector.ts'
import { powerBiMessages } from '@herald/contracts'
import { httpCall } from '../../platform/net/http-call.ts'
import type { PowerBiRuntime } from './powerbi-runtime.ts'

/** Delegated access to the Power BI REST API as configured on the app, and a refresh token (reference §1.5). */
export const POWER_BI_SCOPE = 'https://analysis.windows.net/powerbi/api/.default offline_access'
/**
 * Delegated access to Microsoft Graph for SharePoint / OneDrive destinations (ADR 0052): files the user can write,
 * the sites they follow (listing them needs Sites.Read.All), and a refresh token. The same Entra ID application.
 */
export const GRAPH_FILES_SCOPE =
  'https://graph.microsoft.com/Files.ReadWrite.All https://graph.microsoft.com/Sites.Read.All offline_access'

export interface TokenSet {
  accessToken: string
  refreshToken: string
  expiresAt: number
  /** The signed-in user's name (`preferred_username`, else `name`) from the id_token, when one came back. */
  principal: string | undefined
}

/** Entra ID refused a grant (reference §1.3): its `error` and `error_description`. */
export class EntraGrantError extends Error {
  override name = 'EntraGrantError'
  readonly error: string
  readonly description: string
  constructor(error: string, description: string) {
    super(`${error}: ${description.split(/\r?\n/)[0]}`)
    this.error = error
    this.description = description
  }
}

const base64url = (bytes: Buffer) => bytes.toString('base64url')

/** A fresh PKCE pair (RFC 7636, S256) and a `state` value. */
export function newPkce(): { verifier: string; challenge: string; state: string } {
  const verifier = base64url(randomBytes(48))
  const challenge = base64url(createHash('sha256').update(verifier).digest())
  return { verifier, challenge, state: base64url(randomBytes(32)) }
}

const endpoint = ({ settings }: PowerBiRuntime, kind: 'authorize' | 'token') =>
  `${settings.authorityUrl}/${encodeURIComponent(settings.tenant)}/oauth2/v2.0/${kind}`

/** The authorize address the popup opens (reference §1.2: code + PKCE S256, response_mode=query). */
export function authorizeUrl(
  runtime: PowerBiRuntime,
  pkce: { challenge: string; state: string },
  scope = POWER_BI_SCOPE,
): string {
  const url = new URL(endpoint(runtime, 'authorize'))
  const query = {
    client_id: runtime.settings.clientId,
    response_type: 'code',
    redirect_uri: runtime.settings.redirectUri,
    response_mode: 'query',
    scope: `openid profile ${scope}`,
    state: pkce.state,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    prompt: 'select_account',
  }
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  return url.toString()
}

/** The id_token's claims, read without checking its signature: it came straight from the token endpoint over TLS. */
function principalOf(idToken: unknown): string | undefined {
  if (typeof idToken !== 'string') return undefined
  try {
    const claims = JSON.parse(
      Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as Record<string, unknown>
    const name = claims['preferred_username'] ?? claims['upn'] ?? claims['email'] ?? claims['name']
    return typeof name === 'string' && name !== '' ? name : undefined
  } catch {
    return undefined
  }
}

/** One grant at the token endpoint (form-encoded, client secret in the body); a refusal is an EntraGrantError. */
async function grant(
  runtime: PowerBiRuntime,
  fields: Record<string, string>,
  deadline: number,
  scope: string,
): Promise<TokenSet> {
  const { settings } = runtime
  const body = new URLSearchParams({
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
    scope,
    ...fields,
  }).toString()
  const answer = await httpCall(runtime.guard, runtime.agents, {
    url: new URL(endpoint(runtime, 'token')),
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    deadline,
  })
  let parsed: Record<string, unknown> = {}
  try {
    parsed = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>
  } catch {
    // not JSON: reported below with the status
  }
  if (answer.status !== 200 || typeof parsed['access_token'] !== 'string') {
    if (typeof parsed['error'] === 'string')
      throw new EntraGrantError(parsed['error'], String(parsed['error_description'] ?? ''))
    throw new Error(`Entra ID token endpoint answered HTTP ${answer.status}`)
  }
  const refreshToken = parsed['refresh_token']
  if (typeof refreshToken !== 'string' && fields['grant_type'] === 'authorization_code')
    throw new ConnectorError(
      powerBiMessages.refused('no refresh token came back; the app must allow offline_access'),
    )
  return {
    accessToken: parsed['access_token'],
    refreshToken: typeof refreshToken === 'string' ? refreshToken : (fields['refresh_token'] ?? ''),
    expiresAt: Date.now() + Number(parsed['expires_in'] ?? 3600) * 1000,
    principal: principalOf(parsed['id_token']),
  }
}

/** Redeems the authorization code with the PKCE verifier and the client secret (reference §1.3). */
export function redeemCode(
  runtime: PowerBiRuntime,
  code: string,
  verifier: string,
  scope = POWER_BI_SCOPE,
): Promise<TokenSet> {
  return grant(
    runtime,
    {
      grant_type: 'authorization_code',
      code,
      redirect_uri: runtime.settings.redirectUri,
      code_verifier: verifier,
    },
    Date.now() + runtime.defaultTimeoutMs,
    scope,
  )
}

/** The refresh grant (reference §1.4): a new access token and a rotated refresh token. */
export function refreshGrant(
  runtime: PowerBiRuntime,
  refreshToken: string,
  deadline: number,
  scope = POWER_BI_SCOPE,
): Promise<TokenSet> {
  return grant(runtime, { grant_type: 'refresh_token', refresh_token: refreshToken }, deadline, scope)
}
