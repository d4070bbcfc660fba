import { hasPremiumFeatures, jobMessages, type SubscriptionType } from '@herald/contracts'
import { z } from 'zod'
import { ConnectorError } from '../../connectors/connector.ts'
import type { Executor } from '../../db/client.ts'
import { recordRun } from '../../platform/metrics/metrics.ts'
import { defineJob } from '../../platform/queue/define-job.ts'
import { notifyFailure } from '../notifications/index.ts'
import { failUnconfiguredRuns, notConfiguredDetails } from './fail-unconfigured-runs.ts'
import { rowFileName } from './file-names.ts'
import type { ReportsDeps } from './reports-deps.ts'
import { renderFileJob } from './render-file.ts'
import { runFileOfRow } from './run-file-of-row.ts'
import { runRows } from './run-rows.ts'
import { failRunAtStart, insertRunFiles, loadRunPlan, startRun, type RunPlan } from './runs.queries.ts'

/** Runs started at once by one worker: a start is a few database round trips, so more in flight hides their latency. */
const RUN_STARTS_IN_FLIGHT = 32

/**
 * Executes one job run (QUEUED → RUNNING, fanned out into render jobs). Its name keeps the queue that the
 * scheduler, Run now and the refresh triggers of the jobs module have always filled (ADR 0056).
 */
export const executeRunJob = defineJob({
  name: 'jobs.execute-run',
  payload: z.object({ runId: z.number().int().positive() }),
  options: { retryLimit: 3 },
  worker: ({ reports }: { reports: ReportsDeps }) => ({
    handle: ({ runId }) => executeRun(reports, runId),
    inFlight: RUN_STARTS_IN_FLIGHT,
    async settleTogether(payloads) {
      const left = new Set(
        await failUnconfiguredRuns(
          reports,
          payloads.map(({ runId }) => runId),
        ),
      )
      return payloads.filter(({ runId }) => left.has(runId))
    },
  }),
})

const noRowsMessage = 'There are no active filter rows to render. Open the job and add a row in step 2.'

/**
 * The worker's side of a run: starting is conditional on QUEUED, so a cancelled run or a redelivered
 * queue job does nothing. The run fans out in one transaction — RUNNING, one file per filter row (a
 * snapshot of the row, so later edits never reroute it) and one render job per file.
 */
export async function executeRun(deps: ReportsDeps, runId: number): Promise<void> {
  const plan = await loadRunPlan(deps.db, runId)
  if (!plan || plan.run.status !== 'QUEUED') return
  const { task } = plan
  if (!task) return failAtStart(deps, plan, jobMessages.notConfigured, notConfiguredDetails)
  let rows
  try {
    rows = await runRows(deps.connectors, { ...plan, task })
  } catch (err) {
    if (err instanceof ConnectorError)
      return failAtStart(deps, plan, err.message, 'Filter values unavailable')
    throw err
  }
  if (rows.length === 0) return failAtStart(deps, plan, noRowsMessage, 'No filter rows')

  const now = deps.clock()
  const emailsEnabled =
    (plan.emailTask?.isActive ?? true) || !hasPremiumFeatures(plan.owner.plan as SubscriptionType)
  await deps.db.transaction(async (tx) => {
    if (!(await startRun(tx, runId, now, emailsEnabled))) return
    const fileIds = await insertRunFiles(
      tx,
      rows.map((row, position) =>
        runFileOfRow(
          row,
          { runId, position, fileName: rowFileName(task, plan.job, row, plan.run.scheduledFor) },
          row,
        ),
      ),
    )
    await deps.queue.enqueueMany(
      renderFileJob,
      fileIds.map((fileId) => ({ fileId })),
      // The account's turn in the render queue: another account's run waits for one render, not this burst.
      { tx, account: plan.job.userId },
    )
    deps.log.info(
      { runId, jobId: plan.job.id, trigger: plan.run.trigger, rows: rows.length },
      `run started: job "${plan.job.name}" (#${plan.job.id}, ${plan.run.trigger.toLowerCase()}): ${rows.length} row(s) to render`,
    )
  })
}

/**
 * A run whose outcome is known as it starts: FAILED with the reason. When the owner has error-notification
 * recipients the failure and the notice commit in one transaction; otherwise the one statement that
 * records it is its own transaction (a thundering herd of unconfigured jobs fails thousands of runs).
 */
async function failAtStart(deps: ReportsDeps, plan: RunPlan, reason: string, details: string): Promise<void> {
  const fail = (db: Executor) => failRunAtStart(db, plan.run.id, reason, details, deps.clock())
  if (!plan.owner.notifiesFailures) {
    if ((await fail(deps.db)) !== undefined) recordRun('FAILED')
    return
  }
  await deps.db.transaction(async (tx) => {
    if ((await fail(tx)) === undefined) return
    recordRun('FAILED')
    await notifyFailure(tx, deps, {
      userId: plan.job.userId,
      jobId: plan.job.id,
      jobName: plan.job.name,
      what: 'A run failed',
      details: [reason],
    })
  })
}
