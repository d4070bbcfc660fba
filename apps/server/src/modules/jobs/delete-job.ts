import { notFound } from '../../platform/http/errors.ts'
import { recordAuditEvent } from '../audit/index.ts'
import type { Principal } from '../auth/index.ts'
import type { JobDeps } from './job-deps.ts'
import { deleteJob as deleteJobRow } from './jobs.queries.ts'

/** Deletes the job and records a JOB_DELETED audit event, in one transaction. */
export async function deleteJob({ db }: JobDeps, principal: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const name = await deleteJobRow(tx, principal.userId, id)
    if (name === undefined) throw notFound()
    await recordAuditEvent(tx, {
      principal: principal.email,
      type: 'JOB_DELETED',
      data: { jobId: String(id), jobName: name },
    })
  })
}
