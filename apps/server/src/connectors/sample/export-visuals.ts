import type { ReportFilter, VisualTable } from '../connector.ts'
import { applyFilter } from './apply-filter.ts'
import { findReport, selectVisuals } from './catalog.ts'
import type { VisualData, VisualDefinition } from './visuals/visual.ts'

/** A visual's data as rows and columns with raw values (Excel formats them), totals left out. */
export function toVisualTable(visual: VisualDefinition, data: VisualData): VisualTable {
  const base = { name: visual.name, title: visual.title }
  switch (data.type) {
    case 'table':
      return { ...base, columns: data.columns.map((c) => c.title), rows: data.rows.map((row) => [...row]) }
    case 'bar':
    case 'donut':
      return { ...base, columns: ['Label', data.valueTitle], rows: data.items.map((i) => [i.label, i.value]) }
    case 'line':
      return {
        ...base,
        columns: ['Month', ...data.series.map((s) => s.name)],
        rows: data.months.map((month, i) => [month, ...data.series.map((s) => s.values[i] ?? null)]),
      }
    case 'kpi':
      return { ...base, columns: data.items.map((i) => i.label), rows: [data.items.map((i) => i.value)] }
  }
}

/** The named visuals' data under the row's filters ('All' = every table and matrix). */
export function exportVisuals(request: {
  reportId: string
  visualNames: 'All' | string[]
  filters?: readonly ReportFilter[]
}): VisualTable[] {
  const visuals = selectVisuals(findReport(request.reportId), request.visualNames)
  const data = applyFilter(request.filters)
  return visuals.map((visual) => toVisualTable(visual, visual.build(data)))
}
