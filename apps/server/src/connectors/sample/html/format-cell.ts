import type { FilterMeaning, FilterScalar } from '@herald/contracts'
import type { FilterCaption } from '../apply-filter.ts'
import type { Formats } from '../locale.ts'
import type { Cell, CellFormat } from '../visuals/visual.ts'

const YEAR_MONTH = /^\d{4}-\d{2}$/

/** A cell as the report locale writes it. */
export function formatCell(value: Cell, format: CellFormat, f: Formats): string {
  if (value === null) return ''
  if (typeof value === 'string') return format === 'month' && YEAR_MONTH.test(value) ? f.month(value) : value
  switch (format) {
    case 'money':
      return f.money(value)
    case 'percent':
      return f.percent(value)
    case 'integer':
      return f.integer(value)
    default:
      return f.number(value)
  }
}

function shownScalar(item: FilterScalar, f: Formats): string {
  if (item.kind === 'text') return item.text
  if (item.kind === 'date') return f.date(item.date)
  // A number as the row typed it (a year reads 2025, not 2,025).
  return item.kind === 'int' ? String(item.value) : item.text
}

/** A filter's value as the report locale writes it: "East", "1250", "Jan 1, 2025 – Mar 31, 2025", "East, West". */
function shownValue(value: FilterMeaning, f: Formats): string {
  if (value.kind === 'dateRange')
    return value.from === value.to ? f.date(value.from) : `${f.date(value.from)} – ${f.date(value.to)}`
  if (value.kind === 'list') return value.items.map((item) => shownScalar(item, f)).join(', ')
  return shownScalar(value, f)
}

/** "Region: East · Year: 2025", "Date: Jan 1, 2025 – Mar 31, 2025", or a plain note when unfiltered. */
export function captionText(captions: readonly FilterCaption[], f: Formats): string {
  if (captions.length === 0) return 'Filter: none'
  return captions.map((caption) => `${caption.label}: ${shownValue(caption.value, f)}`).join(' · ')
}
