import type { ExecutionFile, HistoryQuery, JobExecutionPage } from '@herald/contracts'
import { notFound } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import type { HistoryDeps } from './history-deps.ts'
import {
  countExecutions,
  findOwnedJobName,
  findOwnedRunEmailsEnabled,
  listExecutions,
  listRunFiles,
} from './history.queries.ts'
import { presentExecution, presentFile } from './present-execution.ts'

export async function pageExecutions(
  deps: Pick<HistoryDeps, 'db' | 'clock'>,
  principal: Principal,
  jobId: number,
  query: HistoryQuery,
): Promise<{ page: JobExecutionPage; total: number }> {
  const jobName = await findOwnedJobName(deps.db, principal.userId, jobId)
  if (jobName === undefined) throw notFound()
  const [rows, total] = await Promise.all([
    listExecutions(deps.db, jobId, query.page, query.size),
    countExecutions(deps.db, jobId),
  ])
  const now = deps.clock()
  return { page: { jobName, jobExecutions: rows.map((row) => presentExecution(row, now)) }, total }
}

export async function listRunFilesOf(
  deps: Pick<HistoryDeps, 'db'>,
  principal: Principal,
  jobId: number,
  runId: number,
): Promise<ExecutionFile[]> {
  const run = await findOwnedRunEmailsEnabled(deps.db, principal.userId, jobId, runId)
  if (!run) throw notFound()
  const rows = await listRunFiles(deps.db, runId)
  return rows.map((row) => presentFile(row, run.emailsEnabled !== false))
}
