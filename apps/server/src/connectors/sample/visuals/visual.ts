import type { BiVisual } from '../../connector.ts'
import type { FilteredData } from '../apply-filter.ts'

/** How a number or text is shown; exports keep the raw value. */
export type CellFormat = 'text' | 'integer' | 'money' | 'percent' | 'month'
export type Cell = string | number | null

export interface TableColumn {
  title: string
  format: CellFormat
}

export interface LabelledValue {
  label: string
  value: number
}

/** A visual's data, computed from the filtered rows; the HTML and the export are drawn from it. */
export type VisualData =
  | { type: 'table'; columns: TableColumn[]; rows: Cell[][]; totals?: Cell[] }
  | { type: 'bar'; format: CellFormat; valueTitle: string; items: LabelledValue[] }
  | { type: 'donut'; format: CellFormat; valueTitle: string; items: LabelledValue[] }
  | { type: 'line'; format: CellFormat; months: string[]; series: { name: string; values: number[] }[] }
  | { type: 'kpi'; items: (LabelledValue & { format: CellFormat })[] }

export interface VisualDefinition {
  /** Unique within a report; what users type for Excel export and Automated Input. */
  name: string
  title: string
  kind: BiVisual['kind']
  build: (data: FilteredData) => VisualData
}

/** True when the visual has nothing to draw: its card then says "No data". */
export function isEmpty(data: VisualData): boolean {
  switch (data.type) {
    case 'table':
      return data.rows.length === 0
    case 'bar':
    case 'donut':
      return data.items.length === 0
    case 'line':
      return data.months.length === 0
    case 'kpi':
      return data.items.every((item) => item.value === 0)
  }
}
