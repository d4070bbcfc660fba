import {
  deliveryPlanMessages,
  filterNameProblem,
  PREVIEW_ROW_PER_MINUTE,
  rowFilters,
  type PreviewRowBody,
} from '@herald/contracts'
import { BrowserLaunchError } from '../../platform/browser/browser-launch-error.ts'
import { RenderTimeoutError } from '../../platform/browser/deadline.ts'
import { AppError, notFound } from '../../platform/http/errors.ts'
import { countRequestInWindow, type Principal } from '../auth/index.ts'
import { buildDocuments, rowFileName } from '../reports/index.ts'
import { userFacing } from './connector-errors.ts'
import { findPlanHead } from './delivery-plan.queries.ts'
import type { ReportConfigDeps } from './report-config-deps.ts'

const CONTENT_TYPES = {
  PDF: 'application/pdf',
  PPTX: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const
const MINUTE_MS = 60_000

export interface PreviewFile {
  bytes: Buffer
  contentType: string
  fileName: string
  /** A PDF is shown in the browser; a PPTX or XLSX is downloaded. */
  inline: boolean
}

/**
 * Renders one row's file now (ADR 0043) — the job's connector, report, pages, canvas and format with the
 * row's filter, through the same `buildDocuments` a run uses — and hands it back: no email, no run, no
 * file row, nothing stored. At most PREVIEW_ROW_PER_MINUTE a minute per account, counted in the shared
 * rate-limit table (the API-wide limiter already ran on the request, and @fastify/rate-limit runs one
 * limiter per request). What the BI tool refuses is a 400 with its reason.
 */
export async function previewRow(
  deps: Pick<ReportConfigDeps, 'db' | 'connectors' | 'clock' | 'browser'>,
  principal: Principal,
  jobId: number,
  body: PreviewRowBody,
): Promise<PreviewFile> {
  const { db, clock } = deps
  const head = await findPlanHead(db, principal.userId, jobId)
  if (!head) throw notFound()
  const { task } = head
  if (!task) throw new AppError(409, deliveryPlanMessages.notConfigured)
  await countPreview(deps, principal.userId)
  const filters = rowFilters(body)
  const { filterName, filterValue } = filters[0] ?? { filterName: '', filterValue: '' }
  for (const filter of filters) {
    const problem = filterNameProblem(filter.filterName)
    if (problem)
      throw new AppError(400, problem, { fieldErrors: [{ field: 'filterName', message: problem }] })
  }
  if (body.document === 'XLSX' && !task.generateExcel) throw new AppError(400, deliveryPlanMessages.noExcel)
  if (!deps.browser) throw new AppError(503, deliveryPlanMessages.noBrowser)

  const kind = task.fileFormat === 'PPTX' ? 'PPTX' : 'PDF'
  const built = await rendered(() =>
    buildDocuments(
      { connectors: deps.connectors, browser: deps.browser! },
      {
        task: { ...task, generateExcel: body.document === 'XLSX' },
        file: { filterName, filterValue, extraFilters: filters.slice(1) },
      },
    ),
  )
  const name = rowFileName(
    task,
    head.job,
    { filterName, filterValue, fields: body.fields },
    head.job.nextRunAt ?? clock(),
  )
  if (body.document === 'XLSX') {
    if (!built.workbook) throw new AppError(400, deliveryPlanMessages.noExcel)
    return { bytes: built.workbook, contentType: CONTENT_TYPES.XLSX, fileName: `${name}.xlsx`, inline: false }
  }
  return {
    bytes: built.document,
    contentType: CONTENT_TYPES[kind],
    fileName: `${name}.${kind.toLowerCase()}`,
    inline: kind === 'PDF',
  }
}

async function countPreview({ db, clock }: Pick<ReportConfigDeps, 'db' | 'clock'>, userId: string) {
  const now = clock().getTime()
  const { count, windowEnd } = await countRequestInWindow(db, `preview-row:${userId}`, MINUTE_MS, now)
  if (count > PREVIEW_ROW_PER_MINUTE) {
    const retryAfter = String(Math.max(1, Math.ceil((windowEnd - now) / 1000)))
    throw new AppError(429, deliveryPlanMessages.tooManyPreviews, { headers: { 'retry-after': retryAfter } })
  }
}

/** The connector's refusals are the user's to fix (400); a render that timed out says so; no browser is a 503. */
async function rendered<T>(render: () => Promise<T>): Promise<T> {
  try {
    return await userFacing(render)
  } catch (err) {
    if (err instanceof RenderTimeoutError) throw new AppError(400, err.message)
    if (err instanceof BrowserLaunchError) throw new AppError(503, err.message)
    throw err
  }
}
