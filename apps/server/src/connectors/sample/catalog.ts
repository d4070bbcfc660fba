import { ConnectorError } from '../connector.ts'
import {
  type PageDefinition,
  type ReportDefinition,
  reportVisuals,
  SAMPLE_REPORTS,
  SAMPLE_WORKSPACE,
} from './reports.ts'
import type { VisualDefinition } from './visuals/visual.ts'

const list = (names: string[]) => names.map((name) => `"${name}"`).join(', ')

export function checkWorkspace(workspaceId: string): void {
  if (workspaceId !== SAMPLE_WORKSPACE.id)
    throw new ConnectorError(`Unknown workspace "${workspaceId}". Available: "${SAMPLE_WORKSPACE.id}"`)
}

export function findReport(reportId: string): ReportDefinition {
  const report = SAMPLE_REPORTS.find((r) => r.id === reportId)
  if (report) return report
  throw new ConnectorError(
    `Unknown report "${reportId}". Available: ${list(SAMPLE_REPORTS.map((r) => r.id))}`,
  )
}

/** The pages to print, in the order asked, by name or display name (any casing); 'All' = every page. */
export function selectPages(report: ReportDefinition, pages: 'All' | string[]): PageDefinition[] {
  if (pages === 'All') return report.pages
  if (pages.length === 0) throw new ConnectorError('Select at least one page to print.')
  const chosen = pages.map((wanted) => {
    const key = wanted.trim().toLowerCase()
    const page = report.pages.find((p) => p.name.toLowerCase() === key || p.displayName.toLowerCase() === key)
    if (page) return page
    throw new ConnectorError(
      `Unknown page "${wanted}" in report "${report.name}". Available: ${list(report.pages.map((p) => p.displayName))}`,
    )
  })
  return [...new Set(chosen)]
}

/** The visuals to export: 'All' = every table and matrix; names (any casing) may name any visual. */
export function selectVisuals(report: ReportDefinition, names: 'All' | string[]): VisualDefinition[] {
  const visuals = reportVisuals(report).map((v) => v.definition)
  if (names === 'All') return visuals.filter((v) => v.kind === 'table' || v.kind === 'matrix')
  const chosen = names.map((wanted) => findVisual(report, wanted, visuals))
  return [...new Set(chosen)]
}

export function findVisual(
  report: ReportDefinition,
  wanted: string,
  visuals = reportVisuals(report).map((v) => v.definition),
): VisualDefinition {
  const key = wanted.trim().toLowerCase()
  const visual = visuals.find((v) => v.name.toLowerCase() === key)
  if (visual) return visual
  throw new ConnectorError(
    `Unknown visual "${wanted}" in report "${report.name}". Available: ${list(visuals.map((v) => v.name))}`,
  )
}
