import { FILTER_COLUMNS, OVERRIDE_LABELS } from './filter-columns.ts'

const TEMPLATE_FILE_NAME = 'Slicers.csv'

const csvCell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text)

/**
 * The upload template: the header row only — the standard columns, the per-row overrides (Format, Attach
 * Excel, Skip) and the grid's own columns (ADR 0047); any other header of an upload becomes a column too.
 */
export function templateCsv(ownColumns: readonly string[] = [], filters = 1): string {
  // A row filtering on several fields (ADR 0046): Filter Name 2 / Filter Value 2 … after the first pair.
  const pairs = Array.from({ length: filters - 1 }, (_, i) => [
    `Filter Name ${i + 2}`,
    `Filter Value ${i + 2}`,
  ])
  const labels = [
    ...FILTER_COLUMNS.map(({ label }) => label),
    ...pairs.flat(),
    ...Object.values(OVERRIDE_LABELS),
    ...ownColumns,
  ]
  return `${labels.map(csvCell).join(',')}\r\n`
}

/** Saves the template to the user's downloads; made here, nothing is fetched. */
export function downloadTemplate(ownColumns: readonly string[] = [], filters = 1): void {
  const url = URL.createObjectURL(
    new Blob([templateCsv(ownColumns, filters)], { type: 'text/csv;charset=utf-8' }),
  )
  const link = document.createElement('a')
  link.href = url
  link.download = TEMPLATE_FILE_NAME
  link.click()
  URL.revokeObjectURL(url)
}
