import {
  buildFileName,
  fileDateToken,
  formatRunDate,
  renderTokens,
  type ReportRunPeriod,
} from '@herald/contracts'
import { sanitizeFileName } from '../../platform/documents/sanitize-file-name.ts'

/**
 * FILE NAME (or the report's name) + FILE DATE for the run's date in the job's zone + the row's value, sanitized.
 * FILE NAME's tokens ({Name}, {filterValue}, {jobName}, {runDate:…}) take the row's values (ADR 0047).
 */
export function runFileName(opts: {
  prefix: string
  reportName: string
  period: string
  runAt: Date
  timeZone: string
  filterValue: string
  filterName?: string
  jobName?: string
  fields?: Readonly<Record<string, string>>
}): string {
  const dateToken = fileDateToken(opts.period as ReportRunPeriod, formatRunDate(opts.runAt, opts.timeZone))
  const context = {
    fields: opts.fields ?? {},
    filterName: opts.filterName ?? '',
    filterValue: opts.filterValue,
    jobName: opts.jobName ?? '',
    runAt: opts.runAt,
    timeZone: opts.timeZone,
  }
  const prefix =
    opts.prefix !== '' ? renderTokens(opts.prefix, context, { mode: 'fileName' }) : opts.reportName
  return sanitizeFileName(buildFileName({ prefix, dateToken, filterValue: opts.filterValue }))
}

/** The file name of a job's row in a run at `runAt`: runFileName from the report task, the job and the row. */
export function rowFileName(
  task: { filePrefix: string; reportName: string; reportRunPeriod: string },
  job: { name: string; timeZone: string },
  row: { filterValue: string; filterName: string; fields?: Readonly<Record<string, string>> | null },
  runAt: Date,
): string {
  return runFileName({
    prefix: task.filePrefix,
    reportName: task.reportName,
    period: task.reportRunPeriod,
    runAt,
    timeZone: job.timeZone,
    filterValue: row.filterValue,
    filterName: row.filterName,
    jobName: job.name,
    fields: row.fields ?? undefined,
  })
}
