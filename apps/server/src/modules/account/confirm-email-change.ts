import { emailChangeMessages, type EmailChangeConfirmed } from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'
import { recordAuditEvent } from '../audit/index.ts'
import { enqueueEmail } from '../mail/index.ts'
import { emailChangedNotice } from './account-emails.ts'
import { emailTakenByAnother, takeEmailChangeByToken, updateUserEmail } from './account.queries.ts'
import { hashEmailChangeToken, type EmailChangeDeps } from './request-email-change.ts'

/**
 * The link was opened: the account's email becomes the new address (it is proven to receive mail), the
 * old address is told, and the account's sessions and API key keep working. The link works once.
 */
export async function confirmEmailChange(
  deps: EmailChangeDeps,
  token: string,
): Promise<EmailChangeConfirmed> {
  return deps.db.transaction(async (tx) => {
    const change = await takeEmailChangeByToken(tx, hashEmailChangeToken(token))
    if (!change || change.expiresAt <= new Date()) throw new AppError(400, emailChangeMessages.linkInvalid)
    if (await emailTakenByAnother(tx, change.newEmail, change.userId)) {
      throw new AppError(409, emailChangeMessages.taken)
    }
    const oldEmail = await updateUserEmail(tx, change.userId, change.newEmail)
    if (oldEmail === undefined) throw new AppError(400, emailChangeMessages.failed)
    await recordAuditEvent(tx, {
      principal: change.newEmail,
      type: 'EMAIL_CHANGED',
      data: { from: oldEmail, to: change.newEmail },
    })
    await enqueueEmail(deps.queue, [oldEmail], emailChangedNotice(change.newEmail, deps.publicUrl), { tx })
    return { email: change.newEmail }
  })
}
