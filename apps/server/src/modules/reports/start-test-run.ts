import { safeSendingMessages, storedRowFilters, type BiTool, type FilterRow } from '@herald/contracts'
import { automatedRows, automatedSource } from '../../connectors/automated-rows.ts'
import { ConnectorError } from '../../connectors/connector.ts'
import { AppError, notFound } from '../../platform/http/errors.ts'
import { rowFileName } from './file-names.ts'
import type { ReportsDeps } from './reports-deps.ts'
import { renderFileJob } from './render-file.ts'
import { runFileOfRow } from './run-file-of-row.ts'
import { insertRunFiles } from './runs.queries.ts'
import { insertTestRun, loadTestSource } from './test-runs.queries.ts'

export interface TestSendRequest {
  userId: string
  jobId: number
  /** 0-based indexes into the saved filter rows (in Automated Input, the rows the BI tool gives now). */
  rows?: number[] | undefined
  /** The one address that gets the test: the signed-in user's, or one they typed. */
  to: string
}

/**
 * A test send (ADR 0043): the chosen rows (default: the first active one) rendered as a run would, each
 * file snapshotted with the tester as its only recipient — never the row's To, CC or BCC — so nothing
 * downstream can reach them. The run (trigger TEST) starts RUNNING in this transaction with its render
 * jobs; it is not the job's first or last run and never moves its schedule. Returns the run's id.
 */
export async function startTestRun(
  deps: Pick<ReportsDeps, 'db' | 'queue' | 'clock' | 'connectors'>,
  request: TestSendRequest,
): Promise<number> {
  const source = await loadTestSource(deps.db, request.userId, request.jobId)
  if (!source) throw notFound()
  const { task } = source
  if (!task) throw new AppError(400, safeSendingMessages.notConfigured)
  const rows = await candidateRows(deps, source, task)
  const chosen = chooseRows(rows, request.rows)
  const now = deps.clock()
  return deps.db.transaction(async (tx) => {
    const runId = await insertTestRun(tx, task.jobId, now)
    if (runId === undefined) throw new AppError(409, 'Another run started at this moment. Try again.')
    const fileIds = await insertRunFiles(
      tx,
      // The row's own columns and overrides: a test resolves the tokens with the row's values (ADR 0047).
      chosen.map((row, position) =>
        runFileOfRow(
          row,
          { runId, position, fileName: rowFileName(task, source.job, row, now) },
          { toEmail: request.to, ccEmail: '', bccEmail: '' },
        ),
      ),
    )
    await deps.queue.enqueueMany(
      renderFileJob,
      fileIds.map((fileId) => ({ fileId })),
      { tx },
    )
    return runId
  })
}

type Source = NonNullable<Awaited<ReturnType<typeof loadTestSource>>>

/** The rows a test chooses from: the saved rows, or in Automated Input the rows the BI tool gives now. */
async function candidateRows(
  deps: Pick<ReportsDeps, 'connectors'>,
  source: Source,
  task: NonNullable<Source['task']>,
): Promise<FilterRow[]> {
  if (task.ingestionMode !== 'AUTOMATED_FILTERS')
    return source.rows.map((row) => ({ ...row, filters: storedRowFilters(row) }))
  try {
    const connector = await deps.connectors.forJob(task.biTool as BiTool, task.jobId)
    return await automatedRows(connector, {
      reportId: task.reportId,
      ...automatedSource(task, source.automated),
      fallbackTo: '',
    })
  } catch (err) {
    if (err instanceof ConnectorError) throw new AppError(400, err.message)
    throw err
  }
}

function chooseRows(rows: FilterRow[], indexes: number[] | undefined): FilterRow[] {
  if (indexes === undefined) {
    const first = rows.find((row) => row.isActive)
    if (!first) throw new AppError(400, safeSendingMessages.noActiveRow)
    return [first]
  }
  return indexes.map((index) => {
    const row = rows[index]
    if (!row) throw new AppError(400, safeSendingMessages.noSuchRow(index, rows.length))
    return row
  })
}
