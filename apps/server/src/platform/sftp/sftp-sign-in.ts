import ssh2, { type AuthContext, type AuthenticationType, type Connection } from 'ssh2'
import type { Logger } from '../log.ts'
import { sendAuthBanner } from './auth-banner.ts'
import type { SftpAuthenticate, SftpLoginAttempt, SftpVolume } from './sftp-volume.ts'

// ssh2 is CommonJS whose `utils` Node cannot name as an ESM export: read it from the default export.
const { utils } = ssh2
const METHODS: AuthenticationType[] = ['password', 'publickey']

/** Whether `signature` over `blob` was made with the private half of the public key `key`. */
function signedBy(key: Buffer, blob: Buffer | undefined, signature: Buffer, hashAlgo: string | undefined) {
  const parsed = utils.parseKey(key)
  if (parsed instanceof Error || Array.isArray(parsed) || !blob) return false
  return parsed.verify(blob, signature, hashAlgo) === true
}

/** The sign-in to check: a password, or a public key (proven when signed); undefined for any other method. */
function loginAttemptOf(ctx: AuthContext, address: string): SftpLoginAttempt | undefined {
  const base = { username: ctx.username, address }
  if (ctx.method === 'password') return { ...base, method: 'password', password: ctx.password }
  if (ctx.method !== 'publickey') return undefined
  const signed = ctx.signature !== undefined
  const proven = ctx.signature !== undefined && signedBy(ctx.key.data, ctx.blob, ctx.signature, ctx.hashAlgo)
  // A bad signature is refused here; an unsigned key is only asked about ("would this key do?").
  if (signed && !proven) return undefined
  return { ...base, method: 'publickey', algo: ctx.key.algo, key: ctx.key.data, proven }
}

/**
 * Answers one sign-in of `client` through `authenticate`: accepted, the account's volume goes to `signedIn`;
 * refused, with the verdict's message as a banner when there is one.
 */
export function answerSignIn(
  client: Connection,
  ctx: AuthContext,
  address: string,
  check: { authenticate: SftpAuthenticate; log: Logger; signedIn: (volume: SftpVolume | undefined) => void },
): void {
  const attempt = loginAttemptOf(ctx, address)
  if (!attempt) return ctx.reject(METHODS)
  check
    .authenticate(attempt)
    .then((verdict) => {
      if (verdict.ok) {
        check.signedIn(verdict.volume)
        ctx.accept()
        return
      }
      if (verdict.message) sendAuthBanner(client, verdict.message)
      ctx.reject(METHODS)
    })
    .catch((error: unknown) => {
      check.log.error({ err: error }, 'sftp sign-in check failed')
      ctx.reject(METHODS)
    })
}
