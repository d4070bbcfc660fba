import { utils, write } from '@e965/xlsx'
import { describe, expect, it } from 'vitest'
import { parseUpload } from './parse-upload.ts'
import { uploadMessages } from './upload-messages.ts'

const HEADER = ['Filter Name', 'Filter Value', 'To Email', 'CC Email', 'BCC Email']
const encode = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer

/** Two good rows, a blank one, a row with only a CC (dropped), a bad address and a second filter name. */
const MIXED = [
  HEADER,
  ['Sales/Region', 'West', 'west@example.com', 'boss@example.com', ''],
  ['', '', '', '', ''],
  ['', '', '', 'cc.only@example.com', ''],
  ['Sales/Region', 'East', 'east@example..com', '', ''],
  ['Sales/Country', 'France', 'fr@example.com', '', 'audit'],
]
const MIXED_PROBLEMS = [
  'Row 5: Invalid email format in To Email: east@example..com (consecutive dots are not allowed)',
  'Row 6: Invalid email format in BCC Email: audit (expected format: name@example.com)',
  'All Filter Names must be the same across all rows. Found different values: Sales/Region, Sales/Country',
]
const failed = (kind: string) =>
  [
    `Upload failed! Found 3 validation error(s) in ${kind} file:`,
    ...MIXED_PROBLEMS,
    'Please fix these errors and try uploading again.',
  ].join('\n')

const VALID = [
  HEADER,
  ['Sales/Region', 'West', 'west@example.com; ops@example.com', '', ''],
  ['', '', '', 'cc.only@example.com', ''],
  ['', '', 'all@example.com', '', ''],
]

const delimited = (rows: string[][], separator: string) =>
  rows
    .map((cells) => cells.map((cell) => (cell.includes(separator) ? `"${cell}"` : cell)).join(separator))
    .join('\r\n')

function workbook(rows: unknown[][], bookType: 'xlsx' | 'biff8'): ArrayBuffer {
  const book = utils.book_new()
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Slicers')
  return write(book, { bookType, type: 'array' }) as ArrayBuffer
}

describe('parseUpload', () => {
  it('reads a CSV file, numbering problems by the row of the file', () => {
    expect(parseUpload('slicers.csv', encode(delimited(MIXED, ',')))).toEqual({
      ok: false,
      message: failed('CSV'),
      invalid: { kind: 'CSV', problems: MIXED_PROBLEMS },
    })
    const ok = parseUpload('slicers.CSV', encode(`\uFEFF${delimited(VALID, ',')}\r\n`))
    expect(ok).toEqual({
      ok: true,
      message: 'Successfully uploaded 2 row(s) from CSV file.',
      rows: [
        expect.objectContaining({
          filterName: 'Sales/Region',
          filterValue: 'West',
          toEmail: 'west@example.com; ops@example.com',
        }),
        expect.objectContaining({ filterName: '', toEmail: 'all@example.com', isActive: true }),
      ],
    })
  })

  it('reads TSV files (.tsv and .tab)', () => {
    expect(parseUpload('slicers.tsv', encode(delimited(MIXED, '\t')))).toEqual({
      ok: false,
      message: failed('TSV'),
      invalid: { kind: 'TSV', problems: MIXED_PROBLEMS },
    })
    expect(parseUpload('slicers.tab', encode(delimited(VALID, '\t')))).toMatchObject({
      ok: true,
      message: 'Successfully uploaded 2 row(s) from TSV file.',
    })
  })

  it('reads Excel files (.xlsx and .xls)', () => {
    expect(parseUpload('slicers.xlsx', workbook(MIXED, 'xlsx'))).toEqual({
      ok: false,
      message: failed('Excel'),
      invalid: { kind: 'Excel', problems: MIXED_PROBLEMS },
    })
    expect(parseUpload('slicers.xls', workbook(MIXED, 'biff8'))).toEqual({
      ok: false,
      message: failed('Excel'),
      invalid: { kind: 'Excel', problems: MIXED_PROBLEMS },
    })
    const numbers = [HEADER, ['Sales/Store', 42, 'store@example.com']]
    expect(parseUpload('stores.xls', workbook(numbers, 'biff8'))).toMatchObject({
      ok: true,
      message: 'Successfully uploaded 1 row(s) from Excel file.',
      rows: [expect.objectContaining({ filterValue: '42' })],
    })
  })

  it('finds the columns by their titles in any order and casing', () => {
    const csv = 'to_email,FILTER VALUE,filter name\nwest@example.com,West,Sales/Region\n'
    expect(parseUpload('a.csv', encode(csv))).toMatchObject({
      ok: true,
      rows: [
        expect.objectContaining({
          filterName: 'Sales/Region',
          filterValue: 'West',
          toEmail: 'west@example.com',
        }),
      ],
    })
  })

  it('lists the first 10 problems, then how many more', () => {
    const rows = [HEADER, ...Array.from({ length: 12 }, (_, i) => ['', '', `user${i}@`, '', ''])]
    const outcome = parseUpload('many.csv', encode(delimited(rows, ',')))
    expect(outcome.ok).toBe(false)
    const lines = outcome.message.split('\n')
    expect(lines[0]).toBe('Upload failed! Found 12 validation error(s) in CSV file:')
    expect(lines[1]).toBe(
      'Row 2: Invalid email format in To Email: user0@ (expected format: name@example.com)',
    )
    expect(lines.slice(11)).toEqual(['and 2 more errors', 'Please fix these errors and try uploading again.'])
  })

  it('says when a file holds no rows, cannot be read, or is of another type', () => {
    expect(parseUpload('empty.csv', encode(`${HEADER.join(',')}\n,,,,\n`))).toEqual({
      ok: false,
      message: 'This file has no rows.',
    })
    expect(parseUpload('empty.tsv', encode(''))).toEqual({ ok: false, message: 'This file has no rows.' })
    expect(parseUpload('empty.xlsx', encode(''))).toEqual({ ok: false, message: 'This file has no rows.' })
    expect(parseUpload('header.xlsx', workbook([HEADER], 'xlsx'))).toEqual({
      ok: false,
      message: 'This file has no rows.',
    })
    // Rows, but none with a filter name or a To email.
    expect(parseUpload('cc.csv', encode(`${HEADER.join(',')}\n,,,cc@example.com,\n`))).toEqual({
      ok: false,
      message: 'No valid data found in CSV file.',
    })
    expect(
      parseUpload('broken.csv', encode('Filter Name,To Email\n"Sales/Region,west@example.com\n')),
    ).toEqual({
      ok: false,
      message: "Error parsing CSV file. Please make sure it's a valid CSV file.",
    })
    expect(parseUpload('notes.txt', encode('x'))).toEqual({ ok: false, message: uploadMessages.wrongType })
    expect(uploadMessages.wrongType).toBe('Please upload a CSV, TSV, or Excel file')
  })

  it('tells a corrupt file from an empty one', () => {
    // Random bytes, the same every run (a linear congruential sequence), with a NUL among them.
    const noise = new Uint8Array(4096).map((_, i) => (i * 1103515245 + 12345) % 251)
    for (const name of ['report.xlsx', 'report.xls'])
      expect(parseUpload(name, noise.slice().buffer)).toEqual({
        ok: false,
        message: "Error parsing Excel file. Please make sure it's a valid Excel file.",
      })
    expect(parseUpload('report.csv', noise.slice().buffer)).toEqual({
      ok: false,
      message: "Error parsing CSV file. Please make sure it's a valid CSV file.",
    })
    // A text file renamed .xlsx is not a workbook either.
    expect(parseUpload('rows.xlsx', encode(delimited(VALID, ',')))).toMatchObject({
      message: "Error parsing Excel file. Please make sure it's a valid Excel file.",
    })
  })

  it('names the first bad row first, with the filter grammar’s message', () => {
    const rows = [
      ['Filter Name', 'Filter Value', 'To Email', 'Format'],
      ...Array.from({ length: 5 }, (_, i) => ['Sales/Store', `int(${i})`, `s${i}@example.com`, '']),
      ['Sales/Store', 'int(abc)', 'bad@example.com', ''],
      ['Sales/Store', 'int(7)', 's7@example.com', 'DOCX'],
    ]
    const outcome = parseUpload('stores.csv', encode(delimited(rows, ',')))
    expect(outcome.ok).toBe(false)
    expect(outcome.ok ? [] : outcome.invalid?.problems).toEqual([
      'Row 7: Sales/Store: "int(abc)" is not a whole number: write int(123), or decimal(12.5) for a number with a fraction.',
      expect.stringMatching(/^Row 8: /),
    ])
  })

  it('takes no row from a file over 10,000 rows, and says so with both numbers', () => {
    const line = (i: number) => `Sales/Store,int(${i}),store${i}@example.com,,`
    const rows = Array.from({ length: 10_001 }, (_, i) => line(i))
    expect(parseUpload('big.csv', encode([HEADER.join(','), ...rows].join('\n')))).toEqual({
      ok: false,
      message: 'This file has 10,001 rows; a job takes at most 10,000.',
    })
    expect(uploadMessages.limit).toBe('Up to 10,000 rows')
  })

  it('reads 10,000 rows in one pass', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `Sales/Store,int(${i}),store${i}@example.com,,`)
    const outcome = parseUpload('big.csv', encode([HEADER.join(','), ...rows].join('\n')))
    expect(outcome).toMatchObject({ ok: true, message: 'Successfully uploaded 10000 row(s) from CSV file.' })
    expect(outcome.ok && outcome.rows[9_999]?.toEmail).toBe('store9999@example.com')
  })
})
