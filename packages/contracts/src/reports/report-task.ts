import { z } from 'zod/mini'
import { advancedMessages, DEFAULT_PAGE_SIZE_TEXT, pageSizeProblem, TIMEOUT_MAX } from './advanced-options.ts'
import {
  FilterRow,
  FilterRowView,
  filterMessages,
  filterNameProblem,
  filterRowProblems,
  isKeptRow,
  MAX_FILTER_ROWS,
  rowFilters,
} from './filter-rows.ts'
import { ReportRunPeriod } from './file-name.ts'
import { FilePassword } from './secure-links.ts'
import { canonicalLocale, DEFAULT_LOCALE } from './locales.ts'
import { recordIdParam } from '../request-input.ts'
import { BI_CAPABILITIES, toolFilterProblem } from './bi-capabilities.ts'
import { BiTool, DataIngestionMode } from './bi-tool.ts'
import { wholeNumber } from '../field-rules.ts'

/** Step 2 texts of spec §2, §5 and §8 that are not about one field. */
export const reportMessages = {
  requiredFields: 'Please complete all required fields before proceeding',
  invalidJobId: 'Invalid job ID. Please go back and save the job details first.',
  createJobFirst: 'Create the job first and then come back to configure the filters.',
  notLinked: (tool: string) => `${tool} is not configured on this server.`,
  jobNotLinked: (tool: string) =>
    `This job is not linked to ${tool}. Link an account in step 2 (Account Authorization) first.`,
  unknownLocale: (code: string) => `Unknown locale: ${code}`,
  reportRequired: 'Please select a report.',
} as const

export const FileFormat = z.enum(['PDF', 'PPTX'])
export type FileFormat = z.infer<typeof FileFormat>
export const ReportType = z.enum(['DASHBOARDS', 'REPORTS'])

const text = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max)), '')

/** The report task of `POST /api/report-job-conf?userJobId=` (spec §3 report generation task, §7). */
export const ReportJobConf = z
  .object({
    name: z._default(z.string().check(z.trim(), z.maxLength(255)), 'Report Task'),
    isActive: z._default(z.boolean(), true),
    biTool: BiTool,
    userWorkspaceId: text(255),
    userWorkspace: text(255),
    userReportId: text(255),
    userReportName: text(255),
    reportType: z._default(ReportType, 'REPORTS'),
    reportUrl: text(2048),
    reportRunPeriod: z._default(ReportRunPeriod, 'CURRENT_DATE'),
    filePrefix: z._default(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(100, 'FILE NAME cannot exceed 100 characters.'),
          z.regex(/^[^\r\n]*$/, 'FILE NAME cannot contain line breaks.'),
        ),
      '',
    ),
    generateExcel: z._default(z.boolean(), false),
    listOfExcelVisuals: z._default(z.string().check(z.trim(), z.maxLength(2000)), 'All'),
    numberOfLoops: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(10)), 1),
    timeout: z._default(
      z
        .number({ error: advancedMessages.timeoutNumbersOnly })
        .check(
          z.int(advancedMessages.timeoutNumbersOnly),
          z.minimum(0, advancedMessages.timeoutNegative),
          z.maximum(TIMEOUT_MAX, advancedMessages.timeoutTooLong),
        ),
      0,
    ),
    timeDelay: z._default(wholeNumber(0, 60, advancedMessages.delayRange), 0),
    pagesToPrint: z._default(
      z.string().check(z.trim(), z.maxLength(2000), z.regex(/^[^:;/]*$/, advancedMessages.pagesInvalid)),
      'All',
    ),
    pageSize: z._default(
      z.string().check(
        z.trim(),
        z.refine((v) => pageSizeProblem(v) === undefined, {
          error: (issue) => pageSizeProblem(String(issue.input)) ?? '',
        }),
      ),
      DEFAULT_PAGE_SIZE_TEXT,
    ),
    fileFormat: z._default(FileFormat, 'PDF'),
    locale: z._default(
      z.string().check(
        z.refine((code) => canonicalLocale(code) !== undefined, {
          error: (issue) => reportMessages.unknownLocale(String(issue.input)),
        }),
        z.overwrite((code) => canonicalLocale(code) ?? code),
      ),
      DEFAULT_LOCALE,
    ),
    dataIngestionMode: z._default(DataIngestionMode, 'MANUAL'),
    filterName: text(255),
    visualName: text(255),
    /** Safe sending: a row whose filtered report has no data gets no file and no email (SKIPPED). */
    skipEmptyRows: z._default(z.boolean(), false),
    /** 'Protect files with a password' (ADR 0049): a text or `{Column}` sets it, '' or null removes it, absent keeps it. */
    filePassword: z.optional(FilePassword),
    userReportGenerationFilterData: z._default(
      z.array(FilterRow).check(z.maxLength(MAX_FILTER_ROWS, filterMessages.tooManyRows)),
      [],
    ),
  })
  .check(
    z.superRefine((task, ctx) => {
      const issue = (message: string, path: string[]) =>
        ctx.issues.push({ code: 'custom', input: task, message, path })
      if (task.userReportId === '' && task.reportUrl === '')
        issue(reportMessages.reportRequired, ['userReportId'])
      if (task.dataIngestionMode === 'AUTOMATED_FILTERS') {
        if (task.filterName === '') issue(filterMessages.automatedNeedsFilter, ['filterName'])
        else if (filterNameProblem(task.filterName)) issue(filterMessages.syntax, ['filterName'])
        else if (toolFilterProblem(task.biTool, task.filterName, ''))
          issue(toolFilterProblem(task.biTool, task.filterName, '')!, ['filterName'])
        if (BI_CAPABILITIES[task.biTool].automatedInput.sourceVisualRequired && task.visualName === '')
          issue(filterMessages.automatedNeedsVisual, ['visualName'])
        return
      }
      const rows = task.userReportGenerationFilterData
      if (!rows.some(isKeptRow)) issue(filterMessages.manualNeedsRow, ['userReportGenerationFilterData'])
      for (const message of filterRowProblems(rows)) issue(message, ['userReportGenerationFilterData'])
      if (!BI_CAPABILITIES[task.biTool].filters.problem) return
      // The first problem only: they all come from one filter name or the same kind of value.
      const kept = rows.filter(isKeptRow)
      for (const [index, row] of kept.entries()) {
        const problem = rowFilters(row)
          .map((f) => toolFilterProblem(task.biTool, f.filterName, f.filterValue))
          .find((p) => p !== undefined)
        if (!problem) continue
        issue(filterMessages.row(index + 1, problem), ['userReportGenerationFilterData'])
        break
      }
    }),
  )
export type ReportJobConf = z.infer<typeof ReportJobConf>
export type ReportJobConfInput = z.input<typeof ReportJobConf>

/** The saved report task as the wizard reads it back (rows trimmed, empty rows dropped). */
export const ReportJobConfView = z.object({
  id: z.number(),
  userJobId: z.number(),
  name: z.string(),
  isActive: z.boolean(),
  biTool: BiTool,
  userWorkspaceId: z.string(),
  userWorkspace: z.string(),
  userReportId: z.string(),
  userReportName: z.string(),
  reportType: ReportType,
  reportUrl: z.string(),
  reportRunPeriod: ReportRunPeriod,
  filePrefix: z.string(),
  generateExcel: z.boolean(),
  listOfExcelVisuals: z.string(),
  numberOfLoops: z.number(),
  timeout: z.number(),
  timeDelay: z.number(),
  pagesToPrint: z.string(),
  pageSize: z.string(),
  fileFormat: FileFormat,
  locale: z.string(),
  dataIngestionMode: DataIngestionMode,
  filterName: z.string(),
  visualName: z.string(),
  skipEmptyRows: z.boolean(),
  /** The files are password-protected; the password itself is never answered. */
  filePasswordSet: z.optional(z.boolean()),
  userReportGenerationFilterData: z.array(z.extend(FilterRowView, { id: z.number() })),
})
export type ReportJobConfView = z.infer<typeof ReportJobConfView>

export const UserJobIdQuery = z.object({ userJobId: recordIdParam(reportMessages.invalidJobId) })
