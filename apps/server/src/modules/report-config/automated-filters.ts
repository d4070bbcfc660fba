import {
  withRowFilters,
  type AutomatedFilterConfig,
  type BiTool,
  type FilterRow,
  type RowFilter,
} from '@herald/contracts'
import { automatedRows, automatedSource } from '../../connectors/automated-rows.ts'
import { AppError } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { requireConnector } from './bi-listings.ts'
import { userFacing } from './connector-errors.ts'
import { requireOwnedJob } from '../jobs/index.ts'
import type { ReportConfigDeps } from './report-config-deps.ts'
import { findAutomatedConfig, findReportTask, saveAutomatedConfig } from './report-config.queries.ts'

/** The job's Automated Input settings, or null when it has none (ADR 0051); 404 for a job not the caller's. */
export async function getAutomatedFilters(
  { db }: Pick<ReportConfigDeps, 'db'>,
  principal: Principal,
  jobId: number,
): Promise<AutomatedFilterConfig | null> {
  await requireOwnedJob(db, principal, jobId)
  const row = await findAutomatedConfig(db, jobId)
  return row ? present(row) : null
}

export async function saveAutomatedFilters(
  { db }: Pick<ReportConfigDeps, 'db'>,
  principal: Principal,
  config: AutomatedFilterConfig,
): Promise<AutomatedFilterConfig> {
  await requireOwnedJob(db, principal, config.userJobId)
  return present(await saveAutomatedConfig(db, config))
}

/** The rows Automated Input would burst right now, read from the BI tool, for the wizard to show. */
export async function previewAutomatedRows(
  { db, connectors }: Pick<ReportConfigDeps, 'db' | 'connectors'>,
  principal: Principal,
  jobId: number,
): Promise<(FilterRow & { filters: RowFilter[] })[]> {
  const job = await requireOwnedJob(db, principal, jobId)
  const saved = await findReportTask(db, jobId)
  if (!saved) throw new AppError(404, 'This job has no report configuration yet.')
  const connector = await requireConnector(connectors, saved.task.biTool as BiTool, jobId)
  const source = automatedSource(saved.task, await findAutomatedConfig(db, jobId))
  const rows = await userFacing(() =>
    automatedRows(connector, { reportId: saved.task.reportId, ...source, fallbackTo: job.ownerEmail }),
  )
  return rows.map(withRowFilters)
}

function present(row: {
  jobId: number
  visualName: string
  visualId: string
  filterName: string
  isEnabled: boolean
}) {
  return {
    userJobId: row.jobId,
    visualName: row.visualName,
    visualId: row.visualId,
    filterName: row.filterName,
    isAutomatedFiltersEnabled: row.isEnabled,
  }
}
