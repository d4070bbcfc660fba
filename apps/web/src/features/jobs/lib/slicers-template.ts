import { FILTER_COLUMNS } from './filter-columns.ts'

const TEMPLATE_FILE_NAME = 'Slicers.csv'

/** The upload template: the header row only. */
function templateCsv(): string {
  return `${FILTER_COLUMNS.map(({ label }) => label).join(',')}\r\n`
}

/** Saves the template to the user's downloads; made here, nothing is fetched. */
export function downloadTemplate(): void {
  const url = URL.createObjectURL(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = TEMPLATE_FILE_NAME
  link.click()
  URL.revokeObjectURL(url)
}
