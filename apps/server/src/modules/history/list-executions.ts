import type {
  DestinationDeliveryStatus,
  DestinationType,
  ExecutionFile,
  HistoryQuery,
  JobExecutionPage,
} from '@herald/contracts'
import { notFound } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { destinationDeliveriesOfFiles } from '../delivery/index.ts'
import { requireOwnedJob } from '../jobs/index.ts'
import type { HistoryDeps } from './history-deps.ts'
import {
  countExecutions,
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
  const job = await requireOwnedJob(deps.db, principal, jobId)
  const [rows, total] = await Promise.all([
    listExecutions(deps.db, jobId, query.page, query.size),
    countExecutions(deps.db, jobId),
  ])
  const now = deps.clock()
  return {
    page: {
      jobName: job.name,
      timeZone: job.timeZone,
      jobExecutions: rows.map((row) => presentExecution(row, now)),
    },
    total,
  }
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
  // Each file's status per destination beside email (ADR 0048), in the order the destinations were added.
  const byFile = new Map<number, NonNullable<ExecutionFile['destinations']>>()
  for (const d of await destinationDeliveriesOfFiles(
    deps.db,
    rows.map((row) => row.file.id),
  )) {
    const list = byFile.get(d.fileId) ?? []
    list.push({
      destinationId: d.destinationId,
      type: d.type as DestinationType,
      label: d.label,
      status: d.status as DestinationDeliveryStatus,
      error: d.error,
      possibleDuplicate: d.possibleDuplicate,
    })
    byFile.set(d.fileId, list)
  }
  return rows.map((row) => ({
    ...presentFile(row, run.emailsEnabled !== false),
    destinations: byFile.get(row.file.id) ?? [],
  }))
}
