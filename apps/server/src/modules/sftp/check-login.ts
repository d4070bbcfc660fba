import { normalizeIP } from '@fastify/rate-limit'
import {
  hasSftpAccess,
  ipAllowListMessages,
  planMessages,
  sftpMessages,
  type SubscriptionType,
} from '@herald/contracts'
import { verifyPassword } from 'better-auth/crypto'
import ssh2 from 'ssh2'
import type { SftpLoginAttempt, SftpLoginVerdict } from '../../platform/sftp/index.ts'
import { recordAuditEvent } from '../audit/index.ts'
import { countRequestInWindow } from '../auth/index.ts'
import { accountAllowsAddress, displayAddress } from '../ip-allow-list/index.ts'
import { accountVolume } from './account-volume.ts'
import type { SftpDeps } from './sftp-deps.ts'
import { countFailures, findLogin } from './sftp.queries.ts'

const { utils } = ssh2

/** Failed sign-ins allowed per user name and per client address in a window (shared rate_limits table). */
export const SFTP_FAILURE_LIMITS = { windowMs: 15 * 60_000, perUsername: 5, perAddress: 20 } as const

/**
 * Checks an SFTP sign-in: too many recent failures for the user name or the address are refused unchecked;
 * then the password (scrypt hash) or public key, then — read fresh at each sign-in — the account's
 * deactivation, plan (Premium and Enterprise only) and IP allow-list. Failures are counted and audited.
 */
export async function checkLogin(deps: SftpDeps, attempt: SftpLoginAttempt): Promise<SftpLoginVerdict> {
  const username = attempt.username.slice(0, 200).toLowerCase()
  const keys = [`sftp:user:${username}`, `sftp:address:${normalizeIP(attempt.address)}`]
  const now = deps.clock().getTime()
  const [byUser = 0, byAddress = 0] = await countFailures(deps.db, keys, now)
  const limited = byUser >= SFTP_FAILURE_LIMITS.perUsername || byAddress >= SFTP_FAILURE_LIMITS.perAddress
  const fail = async (reason: string, message?: string): Promise<SftpLoginVerdict> => {
    for (const key of keys) await countRequestInWindow(deps.db, key, SFTP_FAILURE_LIMITS.windowMs, now)
    await recordAuditEvent(deps.db, {
      principal: username,
      type: 'AUTHENTICATION_FAILURE',
      data: { channel: 'SFTP', address: attempt.address, reason },
    })
    return { ok: false, message }
  }
  if (limited) return fail('Too many failed sign-ins', sftpMessages.tooManyFailures)

  const login = await findLogin(deps.db, username)
  if (attempt.method === 'publickey' && !attempt.proven) {
    // The client only asks whether this key would do; it signs with it next. Not a failure yet.
    return { ok: Boolean(login && sameKey(login.publicKey, attempt.key)) }
  }
  const verified =
    login !== undefined &&
    (attempt.method === 'password'
      ? login.passwordHash !== null &&
        (await verifyPassword({ hash: login.passwordHash, password: attempt.password }))
      : sameKey(login.publicKey, attempt.key))
  if (!verified) return fail('Bad credentials')
  if (login.deactivatedAt) return fail('Account deactivated', sftpMessages.deactivated)
  if (!hasSftpAccess(login.plan as SubscriptionType))
    return fail('Plan without SFTP', planMessages.sftpNotOnPlan)
  // The account's IP allow-list covers SFTP as every other door (ADR 0040): the connection's own address.
  if (!(await accountAllowsAddress(deps.db, login.userId, attempt.address))) {
    return fail(
      'Address not on the IP allow-list',
      ipAllowListMessages.notAllowed(displayAddress(attempt.address)),
    )
  }

  await recordAuditEvent(deps.db, {
    principal: login.email,
    type: 'AUTHENTICATION_SUCCESS',
    data: { channel: 'SFTP', address: attempt.address },
  })
  return { ok: true, volume: accountVolume(deps, login.userId) }
}

/** Whether the stored OpenSSH public key is the one the client offers (its wire form). */
function sameKey(stored: string | null, offered: Buffer): boolean {
  if (!stored) return false
  const parsed = utils.parseKey(stored)
  return !(parsed instanceof Error) && !Array.isArray(parsed) && parsed.getPublicSSH().equals(offered)
}
