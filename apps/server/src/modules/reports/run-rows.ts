import { isKeptRow, storedRowFilters, type BiTool, type FilterRow } from '@herald/contracts'
import { automatedRows, automatedSource } from '../../connectors/automated-rows.ts'
import type { Connectors } from '../../connectors/registry.ts'
import type { RunPlan } from './runs.queries.ts'

/** The filter rows a run bursts: the saved active rows, or in Automated mode the rows read from the BI tool. */
export async function runRows(
  connectors: Connectors,
  plan: RunPlan & { task: NonNullable<RunPlan['task']> },
): Promise<FilterRow[]> {
  const { task } = plan
  if (task.ingestionMode !== 'AUTOMATED_FILTERS')
    return plan.rows.map((row) => ({ ...row, filters: storedRowFilters(row) })).filter(isKeptRow)
  const connector = await connectors.forJob(task.biTool as BiTool, task.jobId)
  const rows = await automatedRows(connector, {
    reportId: task.reportId,
    ...automatedSource(task, plan.automated),
    fallbackTo: plan.owner.email,
  })
  return rows.filter(isKeptRow)
}
