import {
  BI_CAPABILITIES,
  DEFAULT_LOCALE,
  DEFAULT_PAGE_SIZE_TEXT,
  type AutomatedFilterConfig,
  type BiTool,
  type BiToolInfo,
  type DataIngestionMode,
  type FileFormat,
  type ReportJobConfInput,
  type ReportJobConfView,
  type ReportRunPeriod,
  type UserJob,
} from '@herald/contracts'
import { gridRow, gridRowFrom, rowInput, type GridRow } from './grid-rows.ts'

/** Step 2's values while edited, but the filter rows: the report task, with the canvas and timeout as typed. */
export interface ReportSettings {
  name: string
  isActive: boolean
  biTool: BiTool | null
  userWorkspaceId: string
  userWorkspace: string
  userReportId: string
  userReportName: string
  reportUrl: string
  reportType: ReportJobConfView['reportType']
  reportRunPeriod: ReportRunPeriod
  filePrefix: string
  generateExcel: boolean
  /** 'All', or visual names separated by commas. */
  listOfExcelVisuals: string
  numberOfLoops: number
  timeout: string
  timeDelay: number
  pagesToPrint: string
  width: string
  height: string
  fileFormat: FileFormat
  locale: string
  dataIngestionMode: DataIngestionMode
  filterName: string
  visualName: string
  visualId: string
  /** Don't send a row whose report has no data (ADR 0043). */
  skipEmptyRows: boolean
  /** The saved job protects its files with a password (ADR 0049); the password itself is never read back. */
  filePasswordSet?: boolean
  /** What to save: a new password (text or {Column}), null to remove it, undefined to keep the saved one. */
  filePassword?: string | null | undefined
}

/** The settings and the filter grid's rows (kept apart while edited, so a cell edit re-renders only the grid). */
export interface ReportDraft extends ReportSettings {
  rows: GridRow[]
}

/**
 * SAMPLE unless the administrator configured another BI tool for this server (access SERVER: Power BI): then
 * the user chooses. Tools linked per job (Tableau), offered everywhere, do not take the sample's place.
 */
export function defaultBiTool(tools: readonly BiToolInfo[]): BiTool | null {
  const serverTool = tools.some((tool) => tool.configured && BI_CAPABILITIES[tool.biTool].access === 'SERVER')
  return serverTool ? null : 'SAMPLE'
}

function canvasOf(pageSize: string): { width: string; height: string } {
  const [width = '', height = ''] = pageSize.split('*')
  return { width, height }
}

interface Saved {
  job: UserJob
  tools: readonly BiToolInfo[]
  config: ReportJobConfView | null
  automated: AutomatedFilterConfig | null
}

/** The draft of a saved task, or the wizard's defaults with one row addressed to the account. */
export function draftFromSaved({ job, tools, config, automated }: Saved): ReportDraft {
  if (!config) {
    return {
      name: 'Report Task',
      isActive: true,
      biTool: defaultBiTool(tools),
      userWorkspaceId: '',
      userWorkspace: '',
      userReportId: '',
      userReportName: '',
      reportUrl: '',
      reportType: 'REPORTS',
      reportRunPeriod: 'CURRENT_DATE',
      filePrefix: '',
      generateExcel: false,
      listOfExcelVisuals: 'All',
      numberOfLoops: 1,
      timeout: '0',
      timeDelay: 0,
      pagesToPrint: 'All',
      ...canvasOf(DEFAULT_PAGE_SIZE_TEXT),
      fileFormat: 'PDF',
      locale: DEFAULT_LOCALE,
      dataIngestionMode: automated?.isAutomatedFiltersEnabled ? 'AUTOMATED_FILTERS' : 'MANUAL',
      filterName: automated?.filterName ?? '',
      visualName: automated?.visualName ?? '',
      visualId: automated?.visualId ?? '',
      skipEmptyRows: false,
      rows: [gridRow({ toEmail: job.userEmail })],
    }
  }
  const { id: _id, userJobId: _job, pageSize, timeout, userReportGenerationFilterData, ...task } = config
  return {
    ...task,
    ...canvasOf(pageSize),
    timeout: String(timeout),
    filterName: task.filterName || (automated?.filterName ?? ''),
    visualName: task.visualName || (automated?.visualName ?? ''),
    visualId: automated?.visualId ?? '',
    rows: userReportGenerationFilterData.map((row) => gridRowFrom(row)),
  }
}

/** A draft with a BI tool, the first thing Save & Next asks for. */
export type ReadyDraft = ReportDraft & { biTool: BiTool }

export function hasBiTool(draft: ReportDraft): draft is ReadyDraft {
  return draft.biTool !== null
}

/** The number typed; anything else is NaN, which the contract reports as 'numbers only'. */
const typedNumber = (text: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN)

/** The body of `POST /api/report-job-conf`: every row is sent, so row numbers match the grid. */
export function toReportConfInput(draft: ReadyDraft): ReportJobConfInput {
  const {
    width,
    height,
    timeout,
    rows,
    visualId: _visualId,
    filePasswordSet: _set,
    filePassword,
    ...task
  } = draft
  return {
    ...task,
    // Left out, the saved password stays; '' (protection on, nothing typed) keeps it too (ADR 0049).
    ...(filePassword === undefined || filePassword === '' ? {} : { filePassword }),
    pageSize: `${width.trim()}*${height.trim()}`,
    timeout: typedNumber(timeout),
    userReportGenerationFilterData: rows.map(rowInput),
  }
}
