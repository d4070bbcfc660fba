import { utils, write } from '@e965/xlsx'
import { describe, expect, it } from 'vitest'
import { parseUpload } from './parse-upload.ts'
import { templateCsv } from './slicers-template.ts'

const encode = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer

/** A sheet with the standard columns, the overrides and columns of one's own (ADR 0047). */
const SHEET = [
  ['Filter Name', 'Filter Value', 'To Email', 'Name', 'Account', 'Format', 'Attach Excel', 'Skip', 'Quarter'],
  ['Sales/Region', 'East', 'maria@example.com', 'Maria', 'Acme, East', 'pptx', 'yes', '', 'Q3'],
  ['Sales/Region', 'West', 'li@example.com', 'Li', '', '', 'no', 'yes', 'Q3'],
]

const delimited = (rows: string[][], separator: string) =>
  rows.map((cells) => cells.map((c) => (c.includes(separator) ? `"${c}"` : c)).join(separator)).join('\r\n')

function workbook(rows: unknown[][], bookType: 'xlsx' | 'biff8'): ArrayBuffer {
  const book = utils.book_new()
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Slicers')
  return write(book, { bookType, type: 'array' }) as ArrayBuffer
}

const EXPECTED = [
  expect.objectContaining({
    filterValue: 'East',
    fields: { Name: 'Maria', Account: 'Acme, East', Quarter: 'Q3' },
    format: 'PPTX',
    attachExcel: true,
    isActive: true,
  }),
  expect.objectContaining({
    filterValue: 'West',
    fields: { Name: 'Li', Account: '', Quarter: 'Q3' },
    format: null,
    attachExcel: false,
    isActive: false,
  }),
]

describe('uploads with columns of one’s own', () => {
  it.each([
    ['slicers.csv', () => encode(delimited(SHEET, ','))],
    ['slicers.tsv', () => encode(delimited(SHEET, '\t'))],
    ['slicers.xlsx', () => workbook(SHEET, 'xlsx')],
    ['slicers.xls', () => workbook(SHEET, 'biff8')],
  ])('%s keeps unknown headers as columns and reads Format, Attach Excel and Skip', (name, file) => {
    const outcome = parseUpload(name, file())
    expect(outcome).toMatchObject({ ok: true })
    expect(outcome.ok && outcome.rows).toEqual(EXPECTED)
  })

  it('refuses a bad override value or column title, naming the row of the file', () => {
    const bad = [
      ['Filter Name', 'Filter Value', 'To Email', 'Format', 'Attach Excel', 'To'],
      ['Sales/Region', 'East', 'maria@example.com', 'DOCX', 'maybe', 'x@example.com'],
    ]
    const outcome = parseUpload('bad.csv', encode(delimited(bad, ',')))
    expect(outcome.ok).toBe(false)
    expect(!outcome.ok && outcome.invalid?.problems).toEqual([
      'Column "To" is reserved: pick another name.',
      'Row 2: Format must be PDF or PPTX.',
      'Row 2: Attach Excel must be yes or no.',
    ])
  })

  it('refuses more than 20 columns of one’s own', () => {
    const header = [
      'Filter Name',
      'Filter Value',
      'To Email',
      ...Array.from({ length: 21 }, (_, i) => `C${i}`),
    ]
    const row = ['Sales/Region', 'East', 'a@example.com', ...Array.from({ length: 21 }, () => 'x')]
    const outcome = parseUpload('wide.csv', encode(delimited([header, row], ',')))
    expect(!outcome.ok && outcome.invalid?.problems).toEqual(['At most 20 columns of your own.'])
  })

  it('reads Filter Name 2 / Filter Value 2 as a row’s second filter (ADR 0046)', () => {
    const sheet = [
      ['Filter Name', 'Filter Value', 'Filter Name 2', 'Filter Value 2', 'To Email'],
      ['Sales/Region', 'East', 'Sales/Category', 'Furniture', 'a@example.com'],
      ['Sales/Region', 'West', 'Sales/Category', 'Office', 'b@example.com'],
    ]
    const outcome = parseUpload('two.csv', encode(delimited(sheet, ',')))
    expect(outcome.ok && outcome.rows.map((r) => r.filters)).toEqual([
      [
        { filterName: 'Sales/Region', filterValue: 'East' },
        { filterName: 'Sales/Category', filterValue: 'Furniture' },
      ],
      [
        { filterName: 'Sales/Region', filterValue: 'West' },
        { filterName: 'Sales/Category', filterValue: 'Office' },
      ],
    ])
    expect(templateCsv([], 2)).toBe(
      'Filter Name,Filter Value,To Email,CC Email,BCC Email,Filter Name 2,Filter Value 2,Format,Attach Excel,Skip\r\n',
    )
  })

  it('offers a template with the overrides and the grid’s own columns', () => {
    expect(templateCsv(['Name', 'Account'])).toBe(
      'Filter Name,Filter Value,To Email,CC Email,BCC Email,Format,Attach Excel,Skip,Name,Account\r\n',
    )
  })
})
