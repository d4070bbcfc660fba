import {
  columnsOf,
  hasPremiumFeatures,
  isKeptRow,
  planMessages,
  tokenProblems,
  type ReportJobConf,
  type ReportJobConfView,
} from '@herald/contracts'
import { AppError, notFound } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { userFacing } from './connector-errors.ts'
import { requireOwnedJob } from '../jobs/index.ts'
import { presentReportConfig } from './present-report-config.ts'
import type { ReportConfigDeps } from './report-config-deps.ts'
import { findEmailTask, findReportTask, saveReportTask } from './report-config.queries.ts'
import { refuseUnknownTokens } from './token-checks.ts'

/** `POST /api/report-job-conf`: the report task and its filter rows (rows with neither filter nor To dropped). */
export async function saveReportConfig(
  { db, clock, connectors, filePasswords }: ReportConfigDeps,
  principal: Principal,
  jobId: number,
  conf: ReportJobConf,
): Promise<ReportJobConfView> {
  await requireOwnedJob(db, principal, jobId)
  // Outside the transaction: a linked tool reads the job's link (one connection only on embedded PGlite).
  await userFacing(() => connectors.forJob(conf.biTool, jobId))
  return db.transaction(async (tx) => {
    const job = await requireOwnedJob(tx, principal, jobId)
    if (!hasPremiumFeatures(job.plan)) {
      if (conf.dataIngestionMode === 'AUTOMATED_FILTERS') {
        throw new AppError(403, planMessages.notOnStandard('automatedInput'))
      }
      if (conf.generateExcel) throw new AppError(403, planMessages.notOnStandard('excelExport'))
    }
    const kept = conf.userReportGenerationFilterData.filter(isKeptRow)
    if (!hasPremiumFeatures(job.plan) && kept.some((row) => row.attachExcel === true)) {
      throw new AppError(403, planMessages.notOnStandard('excelExport'))
    }
    // FILE NAME's tokens, and the saved email's, must name the rows' columns (ADR 0047).
    const columns = conf.dataIngestionMode === 'AUTOMATED_FILTERS' ? undefined : columnsOf(kept)
    const email = await findEmailTask(tx, jobId)
    refuseUnknownTokens(
      {
        filePrefix: conf.filePrefix,
        ...(email ? { emailTitle: email.emailTitle, emailBody: email.emailBody } : {}),
      },
      columns,
    )
    // The file password (ADR 0049): its tokens name the rows' columns; sealed, never stored or answered in the clear.
    const password = conf.filePassword
    const passwordProblems = password
      ? tokenProblems(password, columns, 'File password', { fileName: true })
      : []
    if (passwordProblems.length > 0) throw new AppError(400, passwordProblems.join('\n'))
    const filePasswordSealed =
      password === undefined ? undefined : password ? filePasswords.seal(password) : null
    await saveReportTask(tx, jobId, { ...conf, filePasswordSealed }, kept, clock())
    const saved = await findReportTask(tx, jobId)
    if (!saved) throw notFound()
    return presentReportConfig(saved.task, saved.rows)
  })
}
