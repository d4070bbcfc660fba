import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SignJWT, exportJWK, generateKeyPair } from 'jose'

export interface FakeUser {
  sub: string
  email: string
  given_name: string
  family_name: string
}

/**
 * An OpenID Connect provider on loopback, standing in for Google or Microsoft Entra ID:
 * discovery, authorization code with PKCE (S256), token endpoint with an RS256-signed id_token,
 * userinfo and JWKS. The "user" consents at once; `denyNext()` makes the next authorization
 * answer `error=access_denied`, as a user who cancels.
 */
export async function startFakeOpenIdProvider(user: FakeUser, clientId: string, clientSecret: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
  const codes = new Map<string, { challenge: string; nonce: string | null }>()
  let deny = false
  let issuer = ''

  const readBody = (req: IncomingMessage) =>
    new Promise<URLSearchParams>((resolve) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString()))
      req.on('end', () => resolve(new URLSearchParams(body)))
    })

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer)
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      })
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] })
    if (url.pathname === '/authorize') {
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '')
      redirect.searchParams.set('state', url.searchParams.get('state') ?? '')
      if (deny || url.searchParams.get('client_id') !== clientId) {
        deny = false
        redirect.searchParams.set('error', 'access_denied')
      } else {
        const code = randomBytes(16).toString('hex')
        codes.set(code, {
          challenge: url.searchParams.get('code_challenge') ?? '',
          nonce: url.searchParams.get('nonce'),
        })
        redirect.searchParams.set('code', code)
      }
      res.writeHead(302, { location: redirect.toString() })
      return res.end()
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const form = await readBody(req)
      const basic = req.headers.authorization?.startsWith('Basic ')
        ? Buffer.from(req.headers.authorization.slice(6), 'base64')
            .toString()
            .split(':')
            .map(decodeURIComponent)
        : [form.get('client_id'), form.get('client_secret')]
      const grant = codes.get(form.get('code') ?? '')
      const verifier = form.get('code_verifier') ?? ''
      const challenge = createHash('sha256').update(verifier).digest('base64url')
      if (basic[0] !== clientId || basic[1] !== clientSecret) return json(401, { error: 'invalid_client' })
      if (!grant || grant.challenge !== challenge) return json(400, { error: 'invalid_grant' })
      codes.delete(form.get('code') ?? '')
      const idToken = await new SignJWT({
        ...user,
        email_verified: true,
        ...(grant.nonce ? { nonce: grant.nonce } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(issuer)
        .setAudience(clientId)
        .setSubject(user.sub)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey)
      return json(200, {
        access_token: 'access-' + user.sub,
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken,
        scope: 'openid email profile',
      })
    }
    if (url.pathname === '/userinfo') {
      if (req.headers.authorization !== `Bearer access-${user.sub}`)
        return json(401, { error: 'invalid_token' })
      return json(200, { ...user, email_verified: true, name: `${user.given_name} ${user.family_name}` })
    }
    return json(404, { error: 'not_found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    denyNext: () => (deny = true),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
