import { createHmac, randomUUID } from 'node:crypto'

const SCOPES = ['tableau:content:read', 'tableau:views:download']
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * The direct-trust JWT a connected app signs in with (reference §4.3): HS256 with the secret value, the
 * secret id as `kid`, the client id as issuer, the Tableau user as subject, scopes as an array, 5 minutes.
 */
export function connectedAppJwt(
  app: { clientId: string; secretId: string; secretValue: string; userName: string },
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000)
  const header = encode({ alg: 'HS256', typ: 'JWT', kid: app.secretId, iss: app.clientId })
  const payload = encode({
    iss: app.clientId,
    sub: app.userName,
    aud: 'tableau',
    jti: randomUUID(),
    iat,
    nbf: iat,
    exp: iat + 300,
    scp: SCOPES,
  })
  const signature = createHmac('sha256', app.secretValue).update(`${header}.${payload}`).digest('base64url')
  return `${header}.${payload}.${signature}`
}
