import { adminUserMessages, type AdminUserDeletion } from '@herald/contracts'
import { AppError, notFound } from '../../platform/http/errors.ts'
import { recordAuditEvent } from '../audit/index.ts'
import type { Principal } from '../auth/index.ts'
import type { AdminUsersDeps } from './admin-users-deps.ts'
import {
  countApiKeys,
  deleteUser as deleteUserRow,
  findUser,
  listStoredFileIds,
} from './admin-users.queries.ts'

/**
 * Deletes an account with its jobs (runs, files, deliveries), sessions, API key and settings, then its
 * generated files from the file store. A render finishing meanwhile finds its row gone and drops its file.
 */
export async function deleteUser(
  deps: AdminUsersDeps,
  admin: Principal,
  id: string,
): Promise<AdminUserDeletion> {
  if (admin.userId === id) throw new AppError(400, adminUserMessages.selfDeletion)
  const deletion = await deps.db.transaction(async (tx) => {
    const row = await findUser(tx, id)
    if (!row) throw notFound()
    const fileIds = await listStoredFileIds(tx, id)
    const apiKeys = await countApiKeys(tx, id)
    if (!(await deleteUserRow(tx, id))) throw notFound()
    const summary = { email: row.email, jobs: row.jobCount, files: fileIds.length, apiKeys }
    await recordAuditEvent(tx, {
      principal: admin.email,
      type: 'USER_DELETED',
      data: {
        user: row.email,
        jobs: String(summary.jobs),
        files: String(summary.files),
        apiKeys: String(summary.apiKeys),
      },
    })
    return { summary, fileIds }
  })
  const failed = (
    await Promise.allSettled(deletion.fileIds.map((fileId) => deps.files.delete(fileId)))
  ).filter((result) => result.status === 'rejected')
  if (failed.length > 0) {
    deps.log.warn(
      { user: deletion.summary.email, failed: failed.length, reason: String(failed[0]?.reason) },
      'Some generated files of a deleted account could not be removed from the file store',
    )
  }
  return deletion.summary
}
