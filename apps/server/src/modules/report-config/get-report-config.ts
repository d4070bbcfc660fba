import type { ReportJobConfView } from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { requireOwnedJob } from '../jobs/index.ts'
import { presentReportConfig } from './present-report-config.ts'
import type { ReportConfigDeps } from './report-config-deps.ts'
import { findReportTask } from './report-config.queries.ts'

export async function getReportConfig(
  { db }: Pick<ReportConfigDeps, 'db'>,
  principal: Principal,
  jobId: number,
): Promise<ReportJobConfView> {
  await requireOwnedJob(db, principal, jobId)
  const saved = await findReportTask(db, jobId)
  if (!saved) throw new AppError(404, 'This job has no report configuration yet.')
  return presentReportConfig(saved.task, saved.rows)
}
