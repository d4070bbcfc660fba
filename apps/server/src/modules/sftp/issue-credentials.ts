import { randomBytes } from 'node:crypto'
import { sftpMessages, type SftpCredentials, type SftpCredentialsRequest } from '@herald/contracts'
import { hashPassword } from 'better-auth/crypto'
import ssh2 from 'ssh2'
import { AppError, notFound } from '../../platform/http/errors.ts'
import { recordAuditEvent } from '../audit/index.ts'
import type { Principal } from '../auth/index.ts'
import type { SftpDeps } from './sftp-deps.ts'
import { findAccountEmail, findCredentials, saveCredentials } from './sftp.queries.ts'

const { utils } = ssh2

/**
 * Issues (or replaces) an account's SFTP credentials: a random password, answered this once and stored only
 * as its hash, or the given SSH public key. The user name is kept across replacements.
 */
export async function issueCredentials(
  deps: SftpDeps,
  admin: Principal,
  userId: string,
  body: SftpCredentialsRequest,
): Promise<SftpCredentials> {
  if (!deps.sftp) throw new AppError(409, sftpMessages.disabled)
  const email = await findAccountEmail(deps.db, userId)
  if (!email) throw notFound()
  const publicKey = body.publicKey === undefined ? undefined : openSshPublicKey(body.publicKey)
  const password = publicKey ? null : randomBytes(18).toString('base64url')
  const username = (await findCredentials(deps.db, userId))?.username ?? usernameFor(email)
  await deps.db.transaction(async (tx) => {
    await saveCredentials(tx, {
      userId,
      username,
      passwordHash: password === null ? null : await hashPassword(password),
      publicKey: publicKey ?? null,
      createdAt: deps.clock(),
    })
    await recordAuditEvent(tx, {
      principal: admin.email,
      type: 'SFTP_CREDENTIALS_ISSUED',
      data: { user: email, username, authentication: publicKey ? 'PUBLIC_KEY' : 'PASSWORD' },
    })
  })
  return {
    host: deps.sftp.publicHost,
    port: deps.sftp.port,
    username,
    password,
    authentication: publicKey ? 'PUBLIC_KEY' : 'PASSWORD',
  }
}

/** The key in its canonical one-line form (`type base64`), or a 400 for anything but one public key. */
function openSshPublicKey(text: string): string {
  const parsed = utils.parseKey(text.trim())
  if (parsed instanceof Error || Array.isArray(parsed) || parsed.isPrivateKey()) {
    throw new AppError(400, sftpMessages.invalidPublicKey)
  }
  return `${parsed.type} ${parsed.getPublicSSH().toString('base64')}`
}

/** The email's local part (letters, digits, '.', '_', '-'; at most 20) and a random suffix, e.g. `ann-3f9a1c`. */
function usernameFor(email: string): string {
  const local =
    email
      .split('@')[0]!
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 20) || 'user'
  return `${local}-${randomBytes(3).toString('hex')}`
}
