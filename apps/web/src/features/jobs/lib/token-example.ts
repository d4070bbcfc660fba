import {
  buildFileName,
  fileDateToken,
  formatRunDate,
  knownTokens,
  renderTokens,
  tokenProblems,
  TokenValueError,
  type ReportJobConfView,
  type TokenContext,
} from '@herald/contracts'

/** What the wizard's example reads: the saved report task's first active row and its columns (ADR 0047). */
export interface TokenSource {
  task: Pick<ReportJobConfView, 'filePrefix' | 'userReportName' | 'reportRunPeriod' | 'dataIngestionMode'>
  row: ReportJobConfView['userReportGenerationFilterData'][number] | undefined
  /** The rows' columns; undefined in Automated Input (the BI tool brings them at run time). */
  columns: string[] | undefined
}

export function tokenSourceOf(config: ReportJobConfView | null | undefined): TokenSource | undefined {
  if (!config) return undefined
  const rows = config.userReportGenerationFilterData
  const automated = config.dataIngestionMode === 'AUTOMATED_FILTERS'
  const columns = automated ? undefined : [...new Set(rows.flatMap((row) => Object.keys(row.fields)))]
  return { task: config, row: automated ? undefined : rows.find((r) => r.isActive), columns }
}

/** The tokens the editor and the subject offer: the built-in ones, then the rows' columns. */
export function tokensToOffer(source: TokenSource | undefined): string[] {
  return knownTokens(source?.columns ?? [])
}

/** Characters the server replaces in a file name (platform/documents/sanitize-file-name.ts does the rest). */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]/g

/**
 * The first row's subject and file name as the run will send them — rendered by the same renderTokens the
 * server uses — or the problems the server would refuse the subject with.
 */
export function tokenExample(
  subject: string,
  source: TokenSource,
  run: { jobName: string; runAt: Date; timeZone: string },
): { subject?: string; fileName?: string; problems: string[] } {
  const problems = tokenProblems(subject, source.columns, 'Subject')
  if (problems.length > 0 || !source.row) return { problems }
  const context: TokenContext = {
    fields: source.row.fields,
    filterName: source.row.filterName,
    filterValue: source.row.filterValue,
    jobName: run.jobName,
    runAt: run.runAt,
    timeZone: run.timeZone,
  }
  const prefix = source.task.filePrefix
    ? renderTokens(source.task.filePrefix, context, { mode: 'fileName' })
    : source.task.userReportName
  const dateToken = fileDateToken(source.task.reportRunPeriod, formatRunDate(run.runAt, run.timeZone))
  const fileName = buildFileName({ prefix, dateToken, filterValue: source.row.filterValue })
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  try {
    return {
      subject: renderTokens(subject, { ...context, fileName }, { mode: 'subject' }),
      fileName,
      problems,
    }
  } catch (error) {
    if (error instanceof TokenValueError) return { problems: [error.message] }
    throw error
  }
}
