import type { Logger } from '../../platform/log.ts'
import type { FileStore } from '../../platform/storage/file-store.ts'
import { notFound } from '../../platform/http/errors.ts'
import { recordAuditEvent } from '../audit/index.ts'
import type { Principal } from '../auth/index.ts'
import { deleteStoredFiles, storedFilesOfJob } from '../reports/index.ts'
import type { JobDeps } from './job-deps.ts'
import { deleteJob as deleteJobRow } from './jobs.queries.ts'

/**
 * Deletes the job with its runs and history and records a JOB_DELETED audit event, then deletes its generated
 * files: their ids are read in the same transaction as the delete, so a file rendered afterwards finds its row
 * gone and removes itself.
 */
export async function deleteJob(
  deps: JobDeps & { files: FileStore; log: Logger },
  principal: Principal,
  id: number,
): Promise<void> {
  const storedIds = await deps.db.transaction(async (tx) => {
    const ids = await storedFilesOfJob(tx, id)
    const name = await deleteJobRow(tx, principal.userId, id)
    if (name === undefined) throw notFound()
    await recordAuditEvent(tx, {
      principal: principal.email,
      type: 'JOB_DELETED',
      data: { jobId: String(id), jobName: name },
    })
    return ids
  })
  await deleteStoredFiles(deps, storedIds)
}
