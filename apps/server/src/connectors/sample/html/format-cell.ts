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

/** "Region: East", "Date: Jan 1, 2025 – Mar 31, 2025", or a plain note when unfiltered. */
export function captionText(caption: FilterCaption | undefined, f: Formats): string {
  if (!caption) return 'Filter: none'
  const { value } = caption
  const shown =
    value.type === 'text'
      ? value.text
      : value.type === 'number'
        ? f.number(value.number)
        : value.from === value.to
          ? f.date(value.from)
          : `${f.date(value.from)} – ${f.date(value.to)}`
  return `${caption.label}: ${shown}`
}
