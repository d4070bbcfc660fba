import { asc, eq } from 'drizzle-orm'
import {
  withRowFilters,
  type AutomatedFilterConfig,
  type JobEmailConfig,
  type ReportJobConf,
} from '@herald/contracts'
import { writeInChunks } from '../../db/chunks.ts'
import type { Executor } from '../../db/client.ts'
import { automatedFilterConfigs, emailTasks, filterRows, reportTasks } from '../../db/schema/index.ts'

export type ReportTaskRow = typeof reportTasks.$inferSelect
export type FilterRowRow = typeof filterRows.$inferSelect
export type EmailTaskRow = typeof emailTasks.$inferSelect
export type AutomatedConfigRow = typeof automatedFilterConfigs.$inferSelect

export async function findReportTask(
  db: Executor,
  jobId: number,
): Promise<{ task: ReportTaskRow; rows: FilterRowRow[] } | undefined> {
  const [task] = await db.select().from(reportTasks).where(eq(reportTasks.jobId, jobId))
  if (!task) return undefined
  const rows = await db
    .select()
    .from(filterRows)
    .where(eq(filterRows.jobId, jobId))
    .orderBy(asc(filterRows.position))
  return { task, rows }
}

/** Replaces the job's report task and its filter rows (the rows as kept: trimmed, empty ones dropped). */
export async function saveReportTask(
  tx: Executor,
  jobId: number,
  conf: ReportJobConf & { filePasswordSealed?: string | null | undefined },
  rows: ReportJobConf['userReportGenerationFilterData'],
  now: Date,
): Promise<void> {
  const values = {
    jobId,
    name: conf.name,
    isActive: conf.isActive,
    biTool: conf.biTool,
    workspaceId: conf.userWorkspaceId,
    workspaceName: conf.userWorkspace,
    reportId: conf.userReportId,
    reportName: conf.userReportName,
    reportType: conf.reportType,
    reportUrl: conf.reportUrl,
    reportRunPeriod: conf.reportRunPeriod,
    filePrefix: conf.filePrefix,
    generateExcel: conf.generateExcel,
    excelVisuals: conf.listOfExcelVisuals,
    numberOfLoops: conf.numberOfLoops,
    timeoutSeconds: conf.timeout,
    delaySeconds: conf.timeDelay,
    pagesToPrint: conf.pagesToPrint,
    pageSize: conf.pageSize,
    fileFormat: conf.fileFormat,
    locale: conf.locale,
    ingestionMode: conf.dataIngestionMode,
    filterName: conf.filterName,
    visualName: conf.visualName,
    skipEmptyRows: conf.skipEmptyRows,
    // Left out, the saved password stays (ADR 0049).
    ...(conf.filePasswordSealed === undefined ? {} : { filePasswordSealed: conf.filePasswordSealed }),
    updatedAt: now,
  }
  await tx.insert(reportTasks).values(values).onConflictDoUpdate({ target: reportTasks.jobId, set: values })
  await tx.delete(filterRows).where(eq(filterRows.jobId, jobId))
  const kept = rows.map(withRowFilters).map((row, position) => ({
    jobId,
    position,
    filterName: row.filterName,
    filterValue: row.filterValue,
    extraFilters: row.filters.slice(1),
    toEmail: row.toEmail,
    ccEmail: row.ccEmail,
    bccEmail: row.bccEmail,
    isActive: row.isActive,
    fields: row.fields,
    format: row.format,
    attachExcel: row.attachExcel,
  }))
  await writeInChunks(kept, (chunk) => tx.insert(filterRows).values(chunk))
}

export async function findEmailTask(db: Executor, jobId: number): Promise<EmailTaskRow | undefined> {
  const [row] = await db.select().from(emailTasks).where(eq(emailTasks.jobId, jobId))
  return row
}

export async function saveEmailTask(
  db: Executor,
  jobId: number,
  config: Omit<JobEmailConfig, 'isEmailVerified'>,
  now: Date,
): Promise<EmailTaskRow> {
  const values = {
    jobId,
    isActive: config.isActive,
    fromEmail: config.fromEmail,
    emailTitle: config.emailTitle,
    emailBody: config.emailBody,
    deliverAs: config.deliverAs,
    linkExpiryDays: config.linkExpiryDays,
    updatedAt: now,
  }
  const [row] = await db
    .insert(emailTasks)
    .values(values)
    .onConflictDoUpdate({ target: emailTasks.jobId, set: values })
    .returning()
  return row!
}

export async function findAutomatedConfig(
  db: Executor,
  jobId: number,
): Promise<AutomatedConfigRow | undefined> {
  const [row] = await db.select().from(automatedFilterConfigs).where(eq(automatedFilterConfigs.jobId, jobId))
  return row
}

export async function saveAutomatedConfig(
  db: Executor,
  config: AutomatedFilterConfig,
): Promise<AutomatedConfigRow> {
  const values = {
    jobId: config.userJobId,
    visualName: config.visualName,
    visualId: config.visualId,
    filterName: config.filterName,
    isEnabled: config.isAutomatedFiltersEnabled,
  }
  const [row] = await db
    .insert(automatedFilterConfigs)
    .values(values)
    .onConflictDoUpdate({ target: automatedFilterConfigs.jobId, set: values })
    .returning()
  return row!
}
