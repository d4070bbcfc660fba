import { createHash, randomBytes } from 'node:crypto'
import { emailChangeMessages, type EmailChangePending } from '@herald/contracts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../platform/http/errors.ts'
import type { Queue } from '../../platform/queue/queue.ts'
import { countAuditEventsSince, recordAuditEvent } from '../audit/index.ts'
import type { Principal } from '../auth/index.ts'
import { enqueueEmail } from '../mail/index.ts'
import { confirmEmailChangeEmail } from './account-emails.ts'
import { emailTakenByAnother, upsertEmailChange } from './account.queries.ts'

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000
const REQUESTS_PER_HOUR = 5

export interface EmailChangeDeps {
  db: Database
  queue: Queue
  publicUrl: string
}

export function hashEmailChangeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * Emails a one-use link to the new address; the account's email stays as it is until the link is opened
 * (ADR 0023). A new request replaces the one before, whose link stops working.
 */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  principal: Principal,
  input: { email: string },
): Promise<EmailChangePending> {
  const email = input.email.toLowerCase()
  if (email === principal.email.toLowerCase()) throw new AppError(400, emailChangeMessages.sameEmail)
  if (await emailTakenByAnother(deps.db, email, principal.userId)) {
    throw new AppError(409, emailChangeMessages.taken)
  }
  const since = new Date(Date.now() - 60 * 60 * 1000)
  const recent = await countAuditEventsSince(
    deps.db,
    { type: 'EMAIL_CHANGE_REQUESTED', principal: principal.email },
    since,
  )
  if (recent >= REQUESTS_PER_HOUR) throw new AppError(429, emailChangeMessages.tooMany)

  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + EMAIL_CHANGE_TTL_MS)
  const url = `${deps.publicUrl}/confirm-email?token=${token}`
  await deps.db.transaction(async (tx) => {
    await upsertEmailChange(tx, {
      userId: principal.userId,
      newEmail: email,
      tokenHash: hashEmailChangeToken(token),
      expiresAt,
    })
    await recordAuditEvent(tx, {
      principal: principal.email,
      type: 'EMAIL_CHANGE_REQUESTED',
      data: { to: email },
    })
    await enqueueEmail(deps.queue, [email], confirmEmailChangeEmail(email, url), { tx })
  })
  return { email, expiresDate: expiresAt.toISOString() }
}
