import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { BlobWriter, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js'
import type { ParsedMail } from 'mailparser'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { createReportJob, regionRow, runFiles, runNow, until, waitForRun } from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

/**
 * Protected files (ADR 0049): each row's PDF opens only with that row's password ({Password} from its own
 * column), its Excel export arrives inside an AES-256 zip that opens only with it, and the password is sealed
 * at rest and never answered.
 */
let t: TestHerald
let client: HttpClient
let db: pg.Client
const dir = mkdtempSync(path.join(tmpdir(), 'herald-protected-'))

beforeAll(async () => {
  t = await startTestHerald()
  client = (await signedInClient(t.client(), t.smtp)).client
  db = new pg.Client({ connectionString: t.databaseUrl })
  await db.connect()
}, 60_000)
afterAll(async () => {
  await db?.end()
  await t?.stop()
})

const envelopeOf = (mail: ParsedMail) => (mail as unknown as { envelopeTo: string[] }).envelopeTo
const mailTo = (address: string) => t.smtp.messages.find((m) => envelopeOf(m).includes(address))

async function unzip(zip: Buffer, password: string): Promise<Buffer> {
  const reader = new ZipReader(new Uint8ArrayReader(new Uint8Array(zip)), { password })
  try {
    const [entry] = await reader.getEntries()
    if (!entry || entry.directory) throw new Error('the zip holds no file')
    return Buffer.from(await (await entry.getData(new BlobWriter())).arrayBuffer())
  } finally {
    await reader.close()
  }
}

describe('a job that protects its files with a password', () => {
  it('sends each row a PDF and an Excel zip that open only with the row’s own password', async () => {
    const tag = 'prot'
    const rows = [
      { ...regionRow('East', tag), fields: { Password: 'east-Pw 1' } },
      { ...regionRow('West', tag), fields: { Password: 'west-Pw 2' } },
    ]
    const jobId = await createReportJob(client, {
      rows,
      report: { generateExcel: true, filePassword: '{Password}' },
    })
    const view = await client.get(`/api/report-job-conf?userJobId=${jobId}`)
    const viewText = await view.text()
    expect(JSON.parse(viewText)).toMatchObject({ filePasswordSet: true })
    expect(viewText).not.toContain('{Password}"')
    const sealed = await db.query('select file_password_sealed from report_tasks where job_id = $1', [jobId])
    expect(sealed.rows[0].file_password_sealed).toMatch(/^v1\./)
    expect(sealed.rows[0].file_password_sealed).not.toContain('Password')

    const runId = await runNow(client, jobId)
    const done = await waitForRun(client, jobId, runId, undefined, 120_000)
    expect(done.generated, JSON.stringify(await runFiles(client, jobId, runId))).toBe(2)
    for (const [region, password, other] of [
      ['east', 'east-Pw 1', 'west-Pw 2'],
      ['west', 'west-Pw 2', 'east-Pw 1'],
    ] as const) {
      const address = `to-${region}-${tag}@example.com`
      await until(`the email to ${address}`, () => mailTo(address) !== undefined)
      const mail = mailTo(address)!
      expect(mail.text ?? '').not.toContain(password)
      expect(mail.html || '').not.toContain(password)
      const pdf = mail.attachments.find((a) => a.filename?.endsWith('.pdf'))!
      const zip = mail.attachments.find((a) => a.filename?.endsWith('.xlsx.zip'))!
      expect(zip.contentType).toBe('application/zip')
      const file = path.join(dir, `${region}.pdf`)
      writeFileSync(file, pdf.content)
      expect(spawnSync('qpdf', [`--password=${password}`, '--check', file]).status).toBe(0)
      expect(execFileSync('qpdf', [`--password=${password}`, '--show-encryption', file]).toString()).toMatch(
        /AESv3/,
      )
      const text = execFileSync('pdftotext', ['-upw', password, file, '-']).toString()
      expect(text).toContain(region === 'east' ? 'East' : 'West')
      expect(spawnSync('pdftotext', ['-upw', other, file, '-']).status).not.toBe(0)
      expect(spawnSync('pdftotext', [file, '-']).status).not.toBe(0)
      const workbook = await unzip(zip.content, password)
      expect(workbook.subarray(0, 2).toString()).toBe('PK')
      await expect(unzip(zip.content, other)).rejects.toThrow()
    }
    // History's download is the same protected file.
    const [east] = (await runFiles(client, jobId, runId)).filter((f) => f.toEmail.includes('east'))
    expect(east!.attachments.map((a) => a.name)).toEqual([
      expect.stringMatching(/\.pdf$/),
      expect.stringMatching(/\.xlsx\.zip$/),
    ])
    const downloaded = await client.get(`/api/files/${east!.id}/pdf`)
    const file = path.join(dir, 'history.pdf')
    writeFileSync(file, Buffer.from(await downloaded.arrayBuffer()))
    expect(spawnSync('pdftotext', [file, '-']).status).not.toBe(0)
    expect(spawnSync('qpdf', ['--password=east-Pw 1', '--check', file]).status).toBe(0)
  }, 180_000)

  it('fails a row whose password column is empty instead of sending it unprotected', async () => {
    const rows = [{ ...regionRow('North', 'empty'), fields: { Password: '' } }]
    const jobId = await createReportJob(client, { rows, report: { filePassword: '{Password}' } })
    const runId = await runNow(client, jobId)
    await waitForRun(client, jobId, runId, undefined, 120_000)
    const [file] = await runFiles(client, jobId, runId)
    expect(file!.status).toMatch(/FAILED/)
    expect(file!.error).toContain('The file password for this row is empty')
    expect(mailTo('to-north-empty@example.com')).toBeUndefined()
  }, 180_000)

  it('refuses a password naming a column the rows do not have, and removes it with null', async () => {
    const jobId = await createReportJob(client, { rows: [regionRow('South', 'tok')] })
    const conf = await (await client.get(`/api/report-job-conf?userJobId=${jobId}`)).json()
    const body = { ...conf, filePassword: '{Pasword}' }
    const refused = await client.post(`/api/report-job-conf?userJobId=${jobId}`, body)
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('File password: unknown token {Pasword}')
    const fixed = await client.post(`/api/report-job-conf?userJobId=${jobId}`, {
      ...conf,
      filePassword: 'fixed secret',
    })
    expect(fixed.status).toBe(200)
    expect(await fixed.json()).toMatchObject({ filePasswordSet: true })
    const kept = await client.post(`/api/report-job-conf?userJobId=${jobId}`, conf)
    expect(await kept.json()).toMatchObject({ filePasswordSet: true })
    const removed = await client.post(`/api/report-job-conf?userJobId=${jobId}`, {
      ...conf,
      filePassword: null,
    })
    expect(await removed.json()).toMatchObject({ filePasswordSet: false })
  })
})
