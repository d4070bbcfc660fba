/** The spreadsheet kinds an upload may be, named as the upload messages name them (spec §8). */
export type UploadKind = 'CSV' | 'TSV' | 'Excel'

const KINDS: Record<string, UploadKind> = {
  csv: 'CSV',
  tsv: 'TSV',
  tab: 'TSV',
  xlsx: 'Excel',
  xls: 'Excel',
}

/** The `accept` attribute of the file picker. */
export const UPLOAD_ACCEPT = Object.keys(KINDS)
  .map((extension) => `.${extension}`)
  .join(',')

/** The kind of an uploaded file by its extension, or undefined for any other file. */
export function uploadKind(fileName: string): UploadKind | undefined {
  const dot = fileName.lastIndexOf('.')
  return dot === -1 ? undefined : KINDS[fileName.slice(dot + 1).toLowerCase()]
}
