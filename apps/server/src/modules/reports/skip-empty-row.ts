import { safeSendingMessages, storedRowFilters, type BiTool } from '@herald/contracts'
import { parseFilters } from '../../connectors/connector.ts'
import { closeRunIfSettled } from './close-run.ts'
import type { ClaimedFile } from './files.queries.ts'
import type { ReportsDeps } from './reports-deps.ts'
import { markFileSkipped } from './skipped-files.queries.ts'

/**
 * With the job's "Don't send a row whose report has no data" (skipEmptyRows, ADR 0043): the reason the
 * file's row is skipped — its filter leaves no data, as the connector's `hasData` tells from the data
 * itself — or undefined when it must be rendered (the option is off, the source cannot tell, or there is
 * data). A connector error is thrown, and fails the file as a render would.
 */
export async function emptyRowReason(
  { connectors }: Pick<ReportsDeps, 'connectors'>,
  { task, file }: ClaimedFile,
): Promise<string | undefined> {
  if (!task.skipEmptyRows) return undefined
  const connector = await connectors.forJob(task.biTool as BiTool, task.jobId)
  if (!connector.hasData) return undefined
  const listed = storedRowFilters(file)
  const filters = parseFilters(listed)
  const timeoutMs = task.timeoutSeconds > 0 ? task.timeoutSeconds * 1000 : undefined
  const hasData = await connector.hasData({
    workspaceId: task.workspaceId,
    reportId: task.reportId,
    filters,
    ...(timeoutMs ? { timeoutMs } : {}),
  })
  if (hasData) return undefined
  return safeSendingMessages.noData(
    listed.map((f) => f.filterName).join(', '),
    listed.map((f) => f.filterValue).join(', '),
  )
}

/** Closes the file SKIPPED with its reason — no document, no email — and the run if it was the last thing open. */
export async function skipFile(deps: ReportsDeps, { file }: ClaimedFile, reason: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await markFileSkipped(tx, file.id, reason, deps.clock()))) return
    await closeRunIfSettled(tx, deps, file.runId)
  })
}
