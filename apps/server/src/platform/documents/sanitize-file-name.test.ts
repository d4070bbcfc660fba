import { describe, expect, it } from 'vitest'
import { sanitizeFileName } from './sanitize-file-name.ts'

describe('sanitizeFileName', () => {
  it.each([
    ['../../etc/passwd', 'etc passwd'],
    ['..\\..\\windows\\win.ini', 'windows win.ini'],
    ['a\r\nb.pdf', 'a b.pdf'],
    ['Sales: Q1 <draft> "final"|v2?*.xlsx', 'Sales Q1 draft final v2.xlsx'],
    ['  ...hidden.pdf.  ', 'hidden.pdf'],
    ['Rapport été – Zürich 東京 😀.pdf', 'Rapport été – Zürich 東京 😀.pdf'],
    ['tab\there   and\u00A0there.pptx', 'tab here and there.pptx'],
    ['report\u202Efdp.exe', 'reportfdp.exe'],
    ['CON.pdf', '_CON.pdf'],
    ['nul', '_nul'],
    ['', 'report'],
    ['////', 'report'],
    ['.pdf', 'report.pdf'],
    ['...', 'report'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected)
  })

  it('keeps at most 150 characters and the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(200)}.pdf`)
    expect(name).toBe(`${'a'.repeat(146)}.pdf`)
    expect(sanitizeFileName('😀'.repeat(200))).toBe('😀'.repeat(150))
  })

  it('does not end on a space or dot after truncating', () => {
    expect(sanitizeFileName(`${'a'.repeat(145)}  .  bbbb.xlsx`)).toBe(`${'a'.repeat(145)}.xlsx`)
  })
})
