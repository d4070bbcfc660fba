import ExcelJS from 'exceljs'
import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import { buildWorkbook } from './build-workbook.ts'

async function read(file: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(file as unknown as ArrayBuffer)
  return workbook
}
const values = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1)

describe('buildWorkbook', () => {
  it('writes one sheet per table: title, bold header, then the rows with numbers kept as numbers', async () => {
    const file = await buildWorkbook([
      {
        name: 'Sales by Region',
        title: 'Sales by Region — East',
        columns: ['Region', 'Revenue'],
        rows: [
          ['East', 1200.5],
          ['West', null],
        ],
      },
      { name: 'Sales by Region', title: '', columns: ['Month'], rows: [['January']] },
    ])
    const workbook = await read(file)

    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Sales by Region', 'Sales by Region (2)'])
    const [first, second] = workbook.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet]
    expect(values(first.getRow(1))).toEqual(['Sales by Region — East'])
    expect(values(first.getRow(2))).toEqual(['Region', 'Revenue'])
    expect(first.getRow(2).font?.bold).toBe(true)
    expect(values(first.getRow(3))).toEqual(['East', 1200.5])
    expect(first.getCell('B3').type).toBe(ExcelJS.ValueType.Number)
    expect(first.getCell('B4').value).toBeNull()
    expect(first.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 })
    expect(first.getColumn(1).width).toBeGreaterThanOrEqual(8)
    expect(values(second.getRow(1))).toEqual(['Month'])
    expect(values(second.getRow(2))).toEqual(['January'])
  })

  it('never lets text become a formula', async () => {
    const hostile = ['=HYPERLINK("http://x","y")', '+1+2', '-2+3', '@SUM(A1)', '\tcmd', '\r=1']
    const file = await buildWorkbook([
      { name: 'T', title: '=1+1', columns: ['=cmd|"/c calc"!A1'], rows: [[...hostile, -5, 'plain - text']] },
    ])
    const sheet = (await read(file)).worksheets[0]!

    for (const cell of [
      sheet.getCell('A1'),
      sheet.getCell('A2'),
      ...hostile.map((_, i) => sheet.getRow(3).getCell(i + 1)),
    ]) {
      expect(cell.type).toBe(ExcelJS.ValueType.String)
      expect(cell.formula).toBeUndefined()
      expect(String(cell.value).startsWith("'")).toBe(true)
    }
    expect(sheet.getCell('A3').value).toBe('\'=HYPERLINK("http://x","y")')
    expect(sheet.getCell('G3').value).toBe(-5)
    expect(sheet.getCell('H3').value).toBe('plain - text')
    // The sheet's XML holds no formula element at all.
    const xml = await (await JSZip.loadAsync(file)).file('xl/worksheets/sheet1.xml')!.async('string')
    expect(xml).toContain('<c r="A3" t="s"')
    expect(xml).not.toContain('<f>')
  })

  it('drops characters XML cannot carry instead of writing a corrupt file', async () => {
    const sheet = (
      await read(await buildWorkbook([{ name: 'T', title: '', columns: ['a\u0000b\u001Fc'], rows: [] }]))
    ).worksheets[0]!
    expect(sheet.getCell('A1').value).toBe('abc')
  })

  it('refuses an empty workbook', async () => {
    await expect(buildWorkbook([])).rejects.toThrow(RangeError)
  })
})
