import { FILTER_COLUMNS, OVERRIDE_LABELS } from './filter-columns.ts'

const TEMPLATE_FILE_NAME = 'Slicers.csv'

const csvCell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text)

/**
 * The upload template: the header row only — the standard columns, the per-row overrides (Format, Attach
 * Excel, Skip) and the grid's own columns (ADR 0047); any other header of an upload becomes a column too.
 */
export function templateCsv(ownColumns: readonly string[] = []): string {
  const labels = [
    ...FILTER_COLUMNS.map(({ label }) => label),
    ...Object.values(OVERRIDE_LABELS),
    ...ownColumns,
  ]
  return `${labels.map(csvCell).join(',')}\r\n`
}

/** Saves the template to the user's downloads; made here, nothing is fetched. */
export function downloadTemplate(ownColumns: readonly string[] = []): void {
  const url = URL.createObjectURL(new Blob([templateCsv(ownColumns)], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = TEMPLATE_FILE_NAME
  link.click()
  URL.revokeObjectURL(url)
}
