import { read, utils } from '@e965/xlsx'
import Papa from 'papaparse'
import { uploadKind, type UploadKind } from './upload-kind.ts'
import { uploadMessages } from './upload-messages.ts'
import { rowsFromTable, type UploadOutcome } from './upload-rows.ts'

/** Only the upload worker and tests import this module, so the parsers stay out of the page's bundles. */

function parseDelimited(buffer: ArrayBuffer, kind: UploadKind): UploadOutcome {
  // Fixed delimiters: ';' separates addresses inside a cell and must never split columns.
  const text = new TextDecoder('utf-8').decode(buffer)
  const parsed = Papa.parse<string[]>(text, { delimiter: kind === 'CSV' ? ',' : '\t', skipEmptyLines: false })
  if (parsed.errors.length > 0) return { ok: false, message: uploadMessages.parseError(kind) }
  return rowsFromTable(parsed.data, kind)
}

function parseWorkbook(buffer: ArrayBuffer): UploadOutcome {
  let table: unknown[][]
  let headerRow: number
  try {
    const workbook = read(new Uint8Array(buffer), { type: 'array' })
    const sheet = workbook.Sheets[workbook.SheetNames[0] ?? '']
    if (!sheet) return { ok: false, message: uploadMessages.noData('Excel') }
    // Cells as shown in the sheet (dates as ISO days); the sheet may start below row 1.
    table = utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: false,
      blankrows: true,
      dateNF: 'yyyy-mm-dd',
    })
    headerRow = sheet['!ref'] ? utils.decode_range(sheet['!ref']).s.r + 1 : 1
  } catch {
    return { ok: false, message: uploadMessages.parseError('Excel') }
  }
  return rowsFromTable(table, 'Excel', headerRow)
}

/** An uploaded file's filter rows, or the message saying why there are none (spec §5, §8). */
export function parseUpload(fileName: string, buffer: ArrayBuffer): UploadOutcome {
  const kind = uploadKind(fileName)
  if (!kind) return { ok: false, message: uploadMessages.wrongType }
  return kind === 'Excel' ? parseWorkbook(buffer) : parseDelimited(buffer, kind)
}
