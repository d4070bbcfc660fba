import { ReportJobConf } from '@herald/contracts'
import { isApiError } from '../../../lib/api-error.ts'
import { toReportConfInput, type ReadyDraft } from './report-draft.ts'

/** The step's fields that can hold a message, by the section they sit in. */
export type IssueField =
  | 'report'
  | 'rows'
  | 'filterName'
  | 'visualName'
  | 'filePrefix'
  | 'listOfExcelVisuals'
  | 'canvas'
  | 'locale'
  | 'pagesToPrint'
  | 'timeDelay'
  | 'timeout'

const FIELD_BY_KEY: Record<string, IssueField> = {
  userReportId: 'report',
  reportUrl: 'report',
  userWorkspaceId: 'report',
  userReportGenerationFilterData: 'rows',
  filterName: 'filterName',
  visualName: 'visualName',
  filePrefix: 'filePrefix',
  listOfExcelVisuals: 'listOfExcelVisuals',
  pageSize: 'canvas',
  locale: 'locale',
  pagesToPrint: 'pagesToPrint',
  timeDelay: 'timeDelay',
  timeout: 'timeout',
}

export const SECTION_OF: Record<IssueField, 'account' | 'filters' | 'advanced'> = {
  report: 'account',
  rows: 'filters',
  filterName: 'filters',
  visualName: 'filters',
  filePrefix: 'filters',
  listOfExcelVisuals: 'filters',
  canvas: 'advanced',
  locale: 'advanced',
  pagesToPrint: 'advanced',
  timeDelay: 'advanced',
  timeout: 'advanced',
}

export interface ReportIssues {
  /** The first message, for the toast (spec §8: 'the first error shows as a toast'). */
  first?: string
  fields: Partial<Record<IssueField, string>>
  /** Every grid problem: 'Row n: …', the cross-row ones, or 'at least one row'. */
  rowProblems: string[]
}

/** The field a server or schema path names ('pageSize', 'userReportGenerationFilterData[2].toEmail'…). */
export function issueField(path: string): IssueField | undefined {
  return FIELD_BY_KEY[path.split(/[.[]/)[0] ?? '']
}

/** The draft checked by the contract schema the server uses, so both say the same. */
export function reportIssues(draft: ReadyDraft): ReportIssues {
  const result = ReportJobConf.safeParse(toReportConfInput(draft))
  const issues: ReportIssues = { fields: {}, rowProblems: [] }
  if (result.success) return issues
  for (const issue of result.error.issues) {
    issues.first ??= issue.message
    const field = issueField(String(issue.path[0] ?? ''))
    if (field === 'rows') issues.rowProblems.push(issue.message)
    else if (field) issues.fields[field] ??= issue.message
  }
  return issues
}

/** A 400's field errors, placed like the schema's (spec §7 ErrorBody `fieldErrors`). */
export function serverIssues(error: unknown): ReportIssues {
  const issues: ReportIssues = { fields: {}, rowProblems: [] }
  if (!isApiError(error) || error.status !== 400) return issues
  for (const { field, message } of error.body?.fieldErrors ?? []) {
    const target = issueField(field)
    if (target === 'rows') issues.rowProblems.push(message)
    else if (target) issues.fields[target] ??= message
  }
  return issues
}
