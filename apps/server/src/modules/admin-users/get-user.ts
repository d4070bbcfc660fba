import type { AdminUserDetail } from '@herald/contracts'
import type { Executor } from '../../db/client.ts'
import { notFound } from '../../platform/http/errors.ts'
import { countStoredFilesOfUser } from '../reports/index.ts'
import { countApiKeys, findUser } from './admin-users.queries.ts'
import { presentUser } from './present-user.ts'

/** One account, with what deleting it would delete (jobs, stored files, API keys). */
export async function getUser(
  deps: { db: Executor; adminEmails: string[] },
  id: string,
): Promise<AdminUserDetail> {
  const row = await findUser(deps.db, id)
  if (!row) throw notFound()
  const [fileCount, apiKeyCount] = await Promise.all([
    countStoredFilesOfUser(deps.db, id),
    countApiKeys(deps.db, id),
  ])
  return { ...presentUser(row, deps.adminEmails), fileCount, apiKeyCount }
}
