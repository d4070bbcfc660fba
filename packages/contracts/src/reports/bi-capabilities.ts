import { MAX_FILTERS_PER_ROW } from './filter-rows.ts'
import type { ReportRunPeriod } from './file-name.ts'
import type { BiTool, DataIngestionMode } from './bi-tool.ts'
import { tableauFilterProblem } from './tableau-rules.ts'

/** A file a job can have made for each row: the report as PDF or PPTX, and the Excel export of its table visuals. */
export type BiFormat = 'PDF' | 'PPTX' | 'XLSX'

/**
 * What one BI tool can do, declared once (ADR 0057): the server, the wizard and the save's validation read
 * this instead of asking which tool it is, and docs/architecture.md shows it as a table (a test keeps the two
 * the same).
 */
export interface BiCapabilities {
  /**
   * How a job reaches the tool: BUILT_IN (nothing to link), SERVER (an administrator configures the app for the
   * server, then each job signs in) or JOB (each job links an account with credentials of its own).
   */
  access: 'BUILT_IN' | 'SERVER' | 'JOB'
  /** The files a job can choose (the wizard offers PPTX and the Excel export only with the page choice). */
  formats: readonly BiFormat[]
  /** Pages to print and the delay between pages. */
  pageChoice: boolean
  filters: {
    /** Filters a row may have (all applied at once). */
    perRow: number
    /** 'Title<>Table/Column': every slicer so titled is set. */
    slicers: boolean
    /** An ISO date range (2025-01-01/2025-03-31). */
    dateRanges: boolean
    /** A comma-separated list of values. */
    lists: boolean
    /** A quoted value holding a comma ("Smith, John"). */
    commasInValues: boolean
    /** What the data read back must show before a file is sent (the filter proof), or how the tool itself applies it. */
    proof: string
    /** Why a filter cannot be sent to this tool, in words the user can act on; absent when the grammar is enough. */
    problem?: (filterName: string, filterValue: string) => string | undefined
  }
  /** Runs started when the tool's data refreshes (ADR 0044). */
  refreshTriggers: boolean
  /** Skip empty rows (ADR 0043): what is counted under the row's filters. */
  skipEmptyRows: string
  /** Automated Input: whether the source visual (the table of values and recipients) must be chosen. */
  automatedInput: { sourceVisualRequired: boolean }
  /** What choosing a report sets on the task (spec §4 gives Power BI's). */
  taskDefaults: {
    name?: string
    reportRunPeriod?: ReportRunPeriod
    dataIngestionMode?: DataIngestionMode
  }
}

const tableau: BiCapabilities = {
  access: 'JOB',
  formats: ['PDF'],
  pageChoice: false,
  filters: {
    perRow: MAX_FILTERS_PER_ROW,
    slicers: false,
    dateRanges: false,
    lists: true,
    commasInValues: false,
    proof: "the view's data read with the same vf_ filters holds each field and only the row's values",
    problem: tableauFilterProblem,
  },
  refreshTriggers: true,
  skipEmptyRows: "records of the view's data under the row's vf_ filters",
  automatedInput: { sourceVisualRequired: false },
  taskDefaults: {},
}

/** What the sample source and Power BI both offer: every format, a page choice and the whole filter grammar. */
const everyFormatAndFilter = {
  formats: ['PDF', 'PPTX', 'XLSX'],
  pageChoice: true,
  filters: {
    perRow: MAX_FILTERS_PER_ROW,
    slicers: true,
    dateRanges: true,
    lists: true,
    commasInValues: true,
  },
} as const satisfies Pick<BiCapabilities, 'formats' | 'pageChoice'> & {
  filters: Omit<BiCapabilities['filters'], 'proof'>
}

/** Every tool's capabilities; a new BiTool does not compile until it has its entry. */
export const BI_CAPABILITIES: Readonly<Record<BiTool, BiCapabilities>> = {
  SAMPLE: {
    access: 'BUILT_IN',
    ...everyFormatAndFilter,
    filters: {
      ...everyFormatAndFilter.filters,
      proof: 'Herald draws the report from the filtered rows; an unknown column fails the file',
    },
    refreshTriggers: true,
    skipEmptyRows: "rows of the sample dataset under all the row's filters",
    automatedInput: { sourceVisualRequired: false },
    taskDefaults: {},
  },
  POWER_BI: {
    access: 'SERVER',
    ...everyFormatAndFilter,
    filters: {
      ...everyFormatAndFilter.filters,
      proof:
        "Power BI applies them (Export To File's report-level filter, or the SDK's in Herald's browser, pages printed once rendered); a slicer title found nowhere fails the file",
    },
    refreshTriggers: true,
    skipEmptyRows: "rows of the first filter's table under all the row's filters (DAX COUNTROWS)",
    automatedInput: { sourceVisualRequired: true },
    taskDefaults: { name: 'Power BI Report Task', reportRunPeriod: 'CUSTOM', dataIngestionMode: 'MANUAL' },
  },
  TABLEAU_ONLINE: tableau,
  TABLEAU_SERVER: tableau,
}

/** Why a filter cannot be sent to the tool (its own limits beyond the grammar), or undefined. */
export const toolFilterProblem = (
  tool: BiTool,
  filterName: string,
  filterValue: string,
): string | undefined => BI_CAPABILITIES[tool].filters.problem?.(filterName, filterValue)
