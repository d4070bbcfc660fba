import { notFound } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import type { JobDeps } from './job-deps.ts'
import { deleteJob as deleteJobRow } from './jobs.queries.ts'

export async function deleteJob({ db }: JobDeps, principal: Principal, id: number): Promise<void> {
  if (!(await deleteJobRow(db, principal.userId, id))) throw notFound()
}
