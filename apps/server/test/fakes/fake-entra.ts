import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A fake Microsoft identity platform (reference §1, §6): `/{tenant}/oauth2/v2.0/authorize` (code + PKCE +
 * state; 302 back at once, or a sign-in page when `interactive`) and `/{tenant}/oauth2/v2.0/token`
 * (authorization_code checking the S256 challenge, refresh_token rotating the refresh token), errors in
 * Entra ID's JSON shape. Access tokens are opaque; the fake Power BI server asks this one about them.
 */
export interface FakeEntra {
  url: string
  clientId: string
  clientSecret: string
  user: { upn: string; name: string }
  /** Show a sign-in page with a button instead of redirecting at once (the e2e popup). */
  interactive: boolean
  /** Answer the next authorize with error=access_denied. */
  denyNext: boolean
  tokenState(token: string): 'valid' | 'expired' | 'unknown'
  /** Every access token issued so far expires now (Power BI will answer TokenExpired). */
  expireAccessTokens(): void
  /** Every refresh token is revoked (the next refresh grant is invalid_grant). */
  revokeRefreshTokens(): void
  /** A valid access token, as if a user had signed in (for a bare client measuring a floor). */
  issueAccessToken(): string
  /** Every token and secret handed out, to prove none leaks. */
  issued(): string[]
  grants: { grant_type: string }[]
  close(): Promise<void>
}

const token = () => randomBytes(24).toString('base64url')
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startFakeEntra(options: { redirectUri?: string } = {}): Promise<FakeEntra> {
  const codes = new Map<string, { challenge: string; redirectUri: string; used: boolean; openid: boolean }>()
  const access = new Map<string, { expired: boolean }>()
  const refresh = new Set<string>()
  const issuedTokens: string[] = []
  const grants: { grant_type: string }[] = []

  const refuse = (res: ServerResponse, status: number, error: string, description: string, code: number) => {
    const timestamp = new Date().toISOString().replace('T', ' ').slice(0, 19) + 'Z'
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(
      JSON.stringify({
        error,
        error_description: `AADSTS${code}: ${description}\r\nTrace ID: ${randomBytes(8).toString('hex')}\r\nCorrelation ID: ${randomBytes(8).toString('hex')}\r\nTimestamp: ${timestamp}`,
        error_codes: [code],
        timestamp,
        trace_id: randomBytes(8).toString('hex'),
        correlation_id: randomBytes(8).toString('hex'),
      }),
    )
  }

  const issue = (res: ServerResponse, withIdToken: boolean) => {
    const accessToken = token()
    const refreshToken = `1.${token()}`
    access.set(accessToken, { expired: false })
    refresh.add(refreshToken)
    issuedTokens.push(accessToken, refreshToken)
    const idToken = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ preferred_username: fake.user.upn, name: fake.user.name, tid: 'fake-tenant' })}.`
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(
      JSON.stringify({
        token_type: 'Bearer',
        scope:
          'https://analysis.windows.net/powerbi/api/Report.Read.All https://analysis.windows.net/powerbi/api/Workspace.Read.All https://analysis.windows.net/powerbi/api/Dataset.Read.All',
        expires_in: 3599,
        ext_expires_in: 3599,
        access_token: accessToken,
        refresh_token: refreshToken,
        ...(withIdToken ? { id_token: idToken } : {}),
      }),
    )
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const match = /^\/([^/]+)\/oauth2\/v2\.0\/(authorize|approve|token)$/.exec(url.pathname)
      if (!match) return res.writeHead(404).end()
      const kind = match[2]
      if (kind === 'authorize' || kind === 'approve') {
        const q = url.searchParams
        const redirect = q.get('redirect_uri') ?? ''
        if (q.get('client_id') !== fake.clientId)
          return res.writeHead(400).end('AADSTS700016: unknown application')
        if (options.redirectUri && redirect !== options.redirectUri)
          return res.writeHead(400).end('AADSTS50011: The redirect URI does not match the application')
        if (
          q.get('response_type') !== 'code' ||
          q.get('code_challenge_method') !== 'S256' ||
          !q.get('code_challenge')
        )
          return res.writeHead(400).end('AADSTS9002325: Proof Key for Code Exchange is required')
        if (kind === 'authorize' && fake.interactive) {
          const approve = new URL(url)
          approve.pathname = approve.pathname.replace(/authorize$/, 'approve')
          return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
            `<!doctype html><title>Sign in to your account</title><body style="font-family:sans-serif;padding:2rem">
<h1>Microsoft</h1><p>Sign in to Herald (fake Entra ID)</p><p>${fake.user.upn}</p>
<a id="approve" href="${approve.pathname}${approve.search}" style="padding:.5rem 1rem;background:#0067b8;color:#fff">Sign in</a></body>`,
          )
        }
        const back = new URL(redirect)
        if (fake.denyNext) {
          fake.denyNext = false
          back.searchParams.set('error', 'access_denied')
          back.searchParams.set(
            'error_description',
            'AADSTS65004: User declined to consent to access the app.',
          )
        } else {
          const code = token()
          codes.set(code, {
            challenge: q.get('code_challenge')!,
            redirectUri: redirect,
            used: false,
            openid: (q.get('scope') ?? '').split(' ').includes('openid'),
          })
          back.searchParams.set('code', code)
        }
        back.searchParams.set('state', q.get('state') ?? '')
        return res.writeHead(302, { location: back.toString() }).end()
      }
      if (req.method !== 'POST') return res.writeHead(405).end()
      const form = new URLSearchParams(await readBody(req))
      const grantType = form.get('grant_type') ?? ''
      grants.push({ grant_type: grantType })
      if (form.get('client_id') !== fake.clientId || form.get('client_secret') !== fake.clientSecret)
        return refuse(res, 401, 'invalid_client', 'Invalid client secret provided.', 7000215)
      if (grantType === 'authorization_code') {
        const entry = codes.get(form.get('code') ?? '')
        if (!entry || entry.used)
          return refuse(
            res,
            400,
            'invalid_grant',
            'The provided authorization code or refresh token has expired.',
            70008,
          )
        entry.used = true
        if (entry.redirectUri !== form.get('redirect_uri'))
          return refuse(
            res,
            400,
            'invalid_grant',
            'The redirect URI does not match the one of the authorization request.',
            50148,
          )
        const verifier = form.get('code_verifier') ?? ''
        if (createHash('sha256').update(verifier).digest('base64url') !== entry.challenge)
          return refuse(
            res,
            400,
            'invalid_grant',
            'The code_verifier does not match the code_challenge.',
            501481,
          )
        return issue(res, entry.openid)
      }
      if (grantType === 'refresh_token') {
        const presented = form.get('refresh_token') ?? ''
        if (!refresh.has(presented))
          return refuse(res, 400, 'invalid_grant', 'The refresh token has expired or was revoked.', 700082)
        // The old refresh token stays valid (reference §1.4): rotation does not revoke it.
        return issue(res, false)
      }
      return refuse(
        res,
        400,
        'unsupported_grant_type',
        `The grant type ${grantType} is not supported.`,
        70003,
      )
    })().catch(() => res.writeHead(500).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const fake: FakeEntra = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    clientId: '11111111-2222-3333-4444-555555555555',
    clientSecret: `secret~${token()}`,
    user: { upn: 'ana.lyst@contoso.com', name: 'Ana Lyst' },
    interactive: false,
    denyNext: false,
    tokenState: (t) => {
      const entry = access.get(t)
      return entry ? (entry.expired ? 'expired' : 'valid') : 'unknown'
    },
    expireAccessTokens: () => {
      for (const entry of access.values()) entry.expired = true
    },
    revokeRefreshTokens: () => refresh.clear(),
    issueAccessToken: () => {
      const accessToken = token()
      access.set(accessToken, { expired: false })
      issuedTokens.push(accessToken)
      return accessToken
    },
    issued: () => [...issuedTokens, fake.clientSecret],
    grants,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  return fake
}
