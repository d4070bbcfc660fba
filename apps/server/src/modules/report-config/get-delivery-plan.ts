import {
  DELIVERY_PLAN_ROWS,
  hasPremiumFeatures,
  isKeptRow,
  renderTokens,
  splitEmailList,
  TokenValueError,
  type DeliveryPlan,
  type DeliveryPlanRow,
  type FilterRow,
  type SubscriptionType,
} from '@herald/contracts'
import { notFound } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { rowFileName } from '../reports/index.ts'
import { previewAutomatedRows } from './automated-filters.ts'
import { activeRowRecipients, activeRowsPage, findPlanHead, recentRunTimes } from './delivery-plan.queries.ts'
import type { ReportConfigDeps } from './report-config-deps.ts'

/** Seconds a file takes when the job never ran: a render of a few pages in Chromium, stored and mailed. */
export const SECONDS_PER_FILE_UNRUN = 3
const RUNS_FOR_ESTIMATE = 5

type Recipients = { to: string; cc: string; bcc: string }
const hasRecipient = (row: Recipients) =>
  splitEmailList(row.to).length + splitEmailList(row.cc).length + splitEmailList(row.bcc).length > 0

/**
 * Who gets what (ADR 0043): each active row's file as the job's next run will name it, its format and its
 * To / CC / BCC — the first DELIVERY_PLAN_ROWS rows listed, the totals over all — and how long the run should
 * take, from this job's last runs or, before its first, from a rendering rate. File names come from the
 * same function the run uses; the rows of Automated Input are read from the BI tool, as a run reads them.
 */
export async function getDeliveryPlan(
  deps: Pick<ReportConfigDeps, 'db' | 'connectors' | 'clock'>,
  principal: Principal,
  jobId: number,
): Promise<DeliveryPlan> {
  const head = await findPlanHead(deps.db, principal.userId, jobId)
  if (!head) throw notFound()
  const runAt = head.job.nextRunAt ?? deps.clock()
  const emailsEnabled =
    (head.emailsActive ?? true) || !hasPremiumFeatures(head.owner.plan as SubscriptionType)
  if (!head.task) return emptyPlan(runAt, emailsEnabled)
  const { listed, files, withRecipients } =
    head.task.ingestionMode === 'AUTOMATED_FILTERS'
      ? await automatedRows(deps, principal, jobId)
      : await gridRows(deps, jobId)
  const task = head.task
  const rows = listed.map((r) => planRow(r, { ...head, task }, runAt))
  const estimate = await estimateSeconds(deps, jobId, files)
  return {
    rows,
    files,
    emails: emailsEnabled ? withRecipients : 0,
    emailsEnabled,
    ...estimate,
    runAt: runAt.toISOString(),
  }
}

/** The rows a run would file: the first DELIVERY_PLAN_ROWS listed, how many in all and how many with a recipient. */
interface PlannedRows {
  listed: Array<FilterRow & { row: number }>
  files: number
  withRecipients: number
}

/** Automated Input: the rows read from the BI tool as a run reads them, the skipped ones left out. */
async function automatedRows(
  deps: Pick<ReportConfigDeps, 'db' | 'connectors' | 'clock'>,
  principal: Principal,
  jobId: number,
): Promise<PlannedRows> {
  const rows = (await previewAutomatedRows(deps, principal, jobId)).filter(isKeptRow)
  return {
    listed: rows.slice(0, DELIVERY_PLAN_ROWS).map((r, i) => ({ ...r, row: i + 1 })),
    files: rows.length,
    withRecipients: rows.filter((r) => hasRecipient({ to: r.toEmail, cc: r.ccEmail, bcc: r.bccEmail }))
      .length,
  }
}

/** The grid's active rows; the recipients of all of them read only when there are more than the listed ones. */
async function gridRows({ db }: Pick<ReportConfigDeps, 'db'>, jobId: number): Promise<PlannedRows> {
  const page = await activeRowsPage(db, jobId, DELIVERY_PLAN_ROWS)
  const all = page.total > page.rows.length ? await activeRowRecipients(db, jobId) : null
  return {
    listed: page.rows.map((r) => ({ ...r, row: r.position + 1 })),
    files: page.total,
    withRecipients: all
      ? all.filter(hasRecipient).length
      : page.rows.filter((r) => hasRecipient({ to: r.toEmail, cc: r.ccEmail, bcc: r.bccEmail })).length,
  }
}

type PlanHead = NonNullable<Awaited<ReturnType<typeof findPlanHead>>>

/** One row's file as the next run will name it, its format, its subject and its recipients. */
function planRow(
  r: FilterRow & { row: number },
  { task, job, emailTitle }: PlanHead & { task: NonNullable<PlanHead['task']> },
  runAt: Date,
): DeliveryPlanRow {
  // The row's own Format and Attach Excel win over the job's (ADR 0047).
  const kind = (r.format ?? task.fileFormat) === 'PPTX' ? 'PPTX' : 'PDF'
  const base = rowFileName(task, job, r, runAt)
  const subject = emailTitle
    ? subjectOf(emailTitle, {
        fields: r.fields,
        filterName: r.filterName,
        filterValue: r.filterValue,
        jobName: job.name,
        runAt,
        timeZone: job.timeZone,
        fileName: base,
      })
    : undefined
  return {
    row: r.row,
    filterName: r.filterName,
    filterValue: r.filterValue,
    fileName: `${base}.${kind.toLowerCase()}`,
    format: (r.attachExcel ?? task.generateExcel) ? `${kind} + XLSX` : kind,
    ...(subject === undefined ? {} : { subject }),
    to: splitEmailList(r.toEmail),
    cc: splitEmailList(r.ccEmail),
    bcc: splitEmailList(r.bccEmail),
  }
}

/** A row's subject as its email will carry it, or undefined when its value cannot go in a subject. */
function subjectOf(template: string, context: Parameters<typeof renderTokens>[1]): string | undefined {
  try {
    return renderTokens(template, context, { mode: 'subject' })
  } catch (error) {
    if (error instanceof TokenValueError) return undefined
    throw error
  }
}

/** Seconds per file over this job's last runs (their wall time, so the workers' parallelism is in it). */
async function estimateSeconds(
  { db }: Pick<ReportConfigDeps, 'db'>,
  jobId: number,
  files: number,
): Promise<Pick<DeliveryPlan, 'estimatedSeconds' | 'estimateFrom'>> {
  const runs = await recentRunTimes(db, jobId, RUNS_FOR_ESTIMATE)
  const ranFiles = runs.reduce((sum, r) => sum + r.files, 0)
  if (ranFiles === 0) {
    return { estimatedSeconds: Math.ceil(files * SECONDS_PER_FILE_UNRUN), estimateFrom: 'RENDERING_RATE' }
  }
  const perFile = runs.reduce((sum, r) => sum + r.seconds, 0) / ranFiles
  return { estimatedSeconds: Math.max(1, Math.ceil(files * perFile)), estimateFrom: 'LAST_RUNS' }
}

function emptyPlan(runAt: Date, emailsEnabled: boolean): DeliveryPlan {
  return {
    rows: [],
    files: 0,
    emails: 0,
    emailsEnabled,
    estimatedSeconds: 0,
    estimateFrom: 'RENDERING_RATE',
    runAt: runAt.toISOString(),
  }
}
