import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { BlobWriter, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js'
import { describe, expect, it } from 'vitest'
import { simplePdf } from '../../../test/fakes/simple-pdf.ts'
import { aesZip } from './aes-zip.ts'
import { protectPdf, QpdfMissingError } from './protect-pdf.ts'

/** Protected files (ADR 0049): checked with qpdf and poppler themselves, and a zip reader with the password. */
const dir = mkdtempSync(path.join(tmpdir(), 'herald-protect-'))
const PASSWORD = 'East "r0w" $pw'

describe('protectPdf', () => {
  it('encrypts a PDF with AES-256 that opens only with the password', async () => {
    const protectedPdf = await protectPdf(simplePdf(['Region East', 'Sales 42']), PASSWORD)
    const file = path.join(dir, 'east.pdf')
    writeFileSync(file, protectedPdf)
    const shown = execFileSync('qpdf', [`--password=${PASSWORD}`, '--show-encryption', file]).toString()
    expect(shown).toMatch(/R = 6/) // revision 6: AES-256
    expect(shown).toMatch(/AESv3/)
    expect(spawnSync('qpdf', [`--password=${PASSWORD}`, '--check', file]).status).toBe(0)
    const text = execFileSync('pdftotext', ['-upw', PASSWORD, file, '-']).toString()
    expect(text).toContain('Region East')
    const wrong = spawnSync('pdftotext', ['-upw', 'West', file, '-'])
    expect(wrong.status).not.toBe(0)
    const none = spawnSync('pdftotext', [file, '-'])
    expect(none.status).not.toBe(0)
  })

  it('says clearly when qpdf is missing', async () => {
    await expect(protectPdf(simplePdf(['x']), PASSWORD, '/nonexistent/qpdf')).rejects.toThrow(
      QpdfMissingError,
    )
    await expect(protectPdf(simplePdf(['x']), PASSWORD, '/nonexistent/qpdf')).rejects.toThrow(/QPDF_PATH/)
  })
})

describe('aesZip', () => {
  it('puts the file in a zip encrypted with AES-256 that opens only with the password', async () => {
    const workbook = Buffer.from('PK fake workbook bytes for East')
    const zip = await aesZip('East.xlsx', workbook, PASSWORD)
    const file = path.join(dir, 'east.zip')
    writeFileSync(file, zip)
    // Python's own zip reader (independent of the writer) sees an encrypted entry stored with method 99 (AES).
    const info = execFileSync('python3', [
      '-c',
      'import sys,zipfile;i=zipfile.ZipFile(sys.argv[1]).infolist()[0];print(i.filename,i.compress_type,i.flag_bits&1)',
      file,
    ])
      .toString()
      .trim()
    expect(info).toBe('East.xlsx 99 1')
    const read = async (password: string) => {
      const reader = new ZipReader(new Uint8ArrayReader(new Uint8Array(zip)), { password })
      const [entry] = await reader.getEntries()
      if (!entry || entry.directory) throw new Error('the zip holds no file')
      const blob = await entry.getData(new BlobWriter())
      await reader.close()
      return Buffer.from(await blob.arrayBuffer())
    }
    expect((await read(PASSWORD)).equals(workbook)).toBe(true)
    await expect(read('West')).rejects.toThrow()
  })
})
