/** The rows of a CSV answer (RFC 4180: quoted fields, doubled quotes, CRLF or LF), header first. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text
  const endField = () => {
    row.push(field)
    field = ''
  }
  const endRow = () => {
    endField()
    rows.push(row)
    row = []
  }
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!
    if (quoted) {
      if (ch !== '"') field += ch
      else if (source[i + 1] === '"') {
        field += '"'
        i++
      } else quoted = false
    } else if (ch === '"') quoted = true
    else if (ch === ',') endField()
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++
      endRow()
    } else field += ch
  }
  if (field !== '' || row.length > 0) endRow()
  return rows.filter((r) => r.length > 1 || r[0] !== '')
}

/** A view's data as a header and records keyed by column name. */
export interface ViewData {
  columns: string[]
  records: Record<string, string>[]
}

export function viewData(csv: string): ViewData {
  const [columns = [], ...rows] = parseCsv(csv)
  return {
    columns,
    records: rows.map((cells) => Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']))),
  }
}
