import type { Page } from 'playwright-core'
import {
  filterMessages,
  parseFilterName,
  parseFilterValue,
  type FilterMeaning,
  type FilterTarget,
  type RowFilter,
} from '@herald/contracts'

/**
 * The one interface every BI source implements (DESIGN.md §7): listing, rendering a page set with a
 * filter or slicer to PDF / PNG, exporting visual data and reading values for Automated Input.
 */
export interface BiWorkspace {
  id: string
  name: string
}

export interface BiReport {
  id: string
  name: string
  workspaceId: string
  embedUrl: string
}

export interface BiPage {
  /** Stable internal name (Power BI's `ReportSection…`); `displayName` is what users see. */
  name: string
  displayName: string
}

export interface BiVisual {
  name: string
  title: string
  /** Only 'table' and 'matrix' visuals go to the Excel export by default. */
  kind: 'table' | 'matrix' | 'chart' | 'card'
  /** The page's name (see BiPage.name). */
  page: string
}

/** A parsed filter: 'Table/Column' filter or 'Title<>Table/Column' slicer with a typed value. */
export interface ReportFilter {
  table: string
  column: string
  /** Present for a slicer ('Title<>Table/Column'): the slicer's title as the user typed it. */
  slicerTitle?: string
  /** As typed (trimmed), for messages. */
  value: string
  /**
   * What the value means in the one filter grammar (ADR 0046). Connectors turn this into their own syntax
   * and never parse `value` themselves.
   */
  meaning: FilterMeaning
}

export interface RenderRequest {
  workspaceId: string
  reportId: string
  /** Page names or display names, in the order to print. */
  pages: 'All' | string[]
  /** The row's filters, all applied at once (AND); absent or [] = unfiltered. */
  filters?: readonly ReportFilter[]
  /** One of the 43 report locales, any casing, e.g. 'en-US', 'de-DE', 'eu-es'. */
  locale: string
  /** Pixels, e.g. 1280×720. One report page = one PDF page / one PNG of exactly this size. */
  canvas: { width: number; height: number }
  /** Wait between pages (PNG output). */
  delayMs: number
  output: 'PDF' | 'PNG'
  /** The job's timeout; absent = the connector's default. Calls to a BI server are cut at it. */
  timeoutMs?: number
}

/** `pptx`: a deck the BI tool made itself (Power BI's Export To File) when PNG output was asked for a PPTX file. */
export type RenderedReport =
  | { kind: 'pdf'; pdf: Buffer; pageCount: number }
  | { kind: 'png'; pages: { name: string; png: Buffer }[] }
  | { kind: 'pptx'; pptx: Buffer }

/** A visual's data as the source holds it: raw numbers (not locale-formatted), ISO dates. */
export interface VisualTable {
  name: string
  title: string
  columns: string[]
  rows: (string | number | null)[][]
}

/** Data for the Excel export: tables Herald writes into a workbook, or a workbook the BI tool made (Tableau's crosstab). */
export type ExportedData = { kind: 'tables'; tables: VisualTable[] } | { kind: 'xlsx'; xlsx: Buffer }

export interface RecipientRow {
  filterValue: string
  toEmail: string
  ccEmail: string
  bccEmail: string
  /** The table's other columns, which become the row's own columns for tokens (ADR 0047). */
  fields?: Record<string, string>
}

/**
 * Opens a fresh browser page sized to the canvas; the caller (platform/browser) owns the browser, the context and the
 * timeout. The page reaches no network unless `allowNetwork` lets a URL through (Power BI's embedding hosts).
 */
export type WithPage = <T>(
  canvas: { width: number; height: number },
  use: (page: Page) => Promise<T>,
  options?: { allowNetwork?: (url: string) => boolean },
) => Promise<T>

export interface Connector {
  listWorkspaces(): Promise<BiWorkspace[]>
  listReports(workspaceId: string): Promise<BiReport[]>
  listPages(reportId: string): Promise<BiPage[]>
  listVisuals(reportId: string): Promise<BiVisual[]>
  render(request: RenderRequest, withPage: WithPage): Promise<RenderedReport>
  /** A self-contained HTML page of the live report (every page, unfiltered) for the wizard's preview. */
  preview(request: Pick<RenderRequest, 'reportId' | 'locale' | 'canvas'>): Promise<string>
  /** 'All' = every table and matrix visual; a named visual of any kind exports its data. */
  exportVisuals(request: {
    reportId: string
    visualNames: 'All' | string[]
    filters?: readonly ReportFilter[]
    locale: string
    timeoutMs?: number
  }): Promise<ExportedData>
  /** Distinct values of a column, sorted, written as filter values (numbers as `int(5)`), for Automated Input. */
  filterValues(reportId: string, table: string, column: string): Promise<string[]>
  /** Rows of a named table visual holding recipients (Automated Input): filter value + To/CC/BCC. */
  recipientRows(reportId: string, visualName: string, filterColumn: string): Promise<RecipientRow[]>
  /**
   * Whether the report holds any data under the row's filter, asked of the data itself (skip empty rows,
   * ADR 0043). Optional: a source without it is never skipped. What "empty" means is per source.
   */
  hasData?(request: DataRequest): Promise<boolean>
  /**
   * The recent refreshes of the data behind a report, newest first (ADR 0044): Power BI's dataset refresh history,
   * Tableau's extract refreshes of the view's workbook and data sources. Optional: a source without it cannot
   * start runs after refreshes.
   */
  refreshHistory?(request: {
    workspaceId: string
    reportId: string
    timeoutMs?: number
  }): Promise<DataRefresh[]>
}

/** One refresh of a report's data; in-progress refreshes are left out (they have not ended). */
export interface DataRefresh {
  /** Unique per source and refresh: a run is started once per id. */
  id: string
  /** What refreshed, as shown to the user: 'dataset Sales', 'workbook Superstore'. */
  source: string
  status: 'COMPLETED' | 'FAILED'
  endedAt: Date
  /** Why a FAILED refresh failed, as the source says it. */
  error?: string
}

/** The report and the row's filter whose data `hasData` checks. */
export interface DataRequest {
  workspaceId: string
  reportId: string
  /** The row's filters (AND); absent or [] = unfiltered. */
  filters?: readonly ReportFilter[]
  timeoutMs?: number
}

/**
 * A problem the user must act on (unknown report, page, visual, filter table or column, a malformed
 * typed value). The message is shown to the user as is. A filter value that matches nothing is not an
 * error: the report renders with empty visuals.
 */
export class ConnectorError extends Error {
  override name = 'ConnectorError'
}

/**
 * Parses one filter: 'Table/Column' (filter) or 'Title<>Table/Column' (slicer) and its value in the one
 * grammar. Undefined when the name is empty (unfiltered); a ConnectorError with the grammar's message on a
 * bad name or value.
 */
export function parseFilter(filterName: string, filterValue: string): ReportFilter | undefined {
  const name = filterName.trim()
  if (name === '') return undefined
  const target = parseFilterName(name)
  if ('problem' in target) throw new ConnectorError(target.problem)
  const value = filterValue.trim()
  const meaning = parseFilterValue(value)
  if ('problem' in meaning) throw new ConnectorError(filterMessages.badValue(name, meaning.problem))
  return { ...target, value, meaning }
}

/** The table, column and slicer title of a filter name (Automated Input reads a column's values); throws on bad syntax. */
export function parseFilterTarget(filterName: string): FilterTarget {
  const target = parseFilterName(filterName)
  if ('problem' in target) throw new ConnectorError(target.problem)
  return target
}

/** Parses all of a row's filters (first one first); unfiltered entries are left out. */
export function parseFilters(filters: readonly RowFilter[]): ReportFilter[] {
  return filters.flatMap((f) => parseFilter(f.filterName, f.filterValue) ?? [])
}
