import { sftpMessages } from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'
import { recordAuditEvent } from '../audit/index.ts'
import type { Principal } from '../auth/index.ts'
import type { SftpDeps } from './sftp-deps.ts'
import { deleteCredentials, findAccountEmail } from './sftp.queries.ts'

/** Deletes the account's SFTP credentials: the next sign-in with them is refused (open sessions end at logout). */
export async function revokeCredentials(deps: SftpDeps, admin: Principal, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const email = await findAccountEmail(tx, userId)
    if (!email || !(await deleteCredentials(tx, userId))) throw new AppError(404, sftpMessages.noCredentials)
    await recordAuditEvent(tx, {
      principal: admin.email,
      type: 'SFTP_CREDENTIALS_REVOKED',
      data: { user: email },
    })
  })
}
