import { adminUserMessages, type AdminUserDeletion } from '@herald/contracts'
import { AppError, notFound } from '../../platform/http/errors.ts'
import { recordAuditEvent } from '../audit/index.ts'
import type { Principal } from '../auth/index.ts'
import type { AdminUsersDeps } from './admin-users-deps.ts'
import { deleteStoredFiles, storedFilesOfUser } from '../reports/index.ts'
import { countApiKeys, deleteUser as deleteUserRow, findUser } from './admin-users.queries.ts'

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
    const fileIds = await storedFilesOfUser(tx, id)
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
  await deleteStoredFiles(deps, deletion.fileIds)
  return deletion.summary
}
