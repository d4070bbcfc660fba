import { read, utils } from '@e965/xlsx'
import Papa from 'papaparse'
import { uploadKind, type UploadKind } from './upload-kind.ts'
import { uploadMessages } from './upload-messages.ts'
import { rowsFromTable, type UploadOutcome } from './upload-rows.ts'

/** Only the upload worker and tests import this module, so the parsers stay out of the page's bundles. */

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, i) => bytes[i] === byte)
const ZIP = [0x50, 0x4b, 0x03, 0x04]
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

/**
 * Whether the bytes can be the kind of file named: an .xlsx is a zip, an .xls an OLE2 document (or a zip, or
 * the HTML/XML sheets some tools save as .xls); a text file holds no NUL byte. Anything else — random bytes
 * under a spreadsheet's name — is not read at all: the parsers would find some 'data' in it.
 */
function looksLike(bytes: Uint8Array, fileName: string, kind: UploadKind): boolean {
  if (kind !== 'Excel') return !bytes.subarray(0, 64 * 1024).includes(0)
  if (fileName.toLowerCase().endsWith('.xlsx')) return startsWith(bytes, ZIP)
  return (
    startsWith(bytes, OLE2) ||
    startsWith(bytes, ZIP) ||
    /^\s*</.test(String.fromCharCode(...bytes.subarray(0, 64)))
  )
}

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
  const bytes = new Uint8Array(buffer)
  if (bytes.length === 0) return { ok: false, message: uploadMessages.empty }
  if (!looksLike(bytes, fileName, kind)) return { ok: false, message: uploadMessages.parseError(kind) }
  return kind === 'Excel' ? parseWorkbook(buffer) : parseDelimited(buffer, kind)
}
