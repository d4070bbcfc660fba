import ExcelJS from 'exceljs'
import JSZip from 'jszip'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import {
  createReportJob,
  pdfText,
  REGIONS,
  regionRow,
  runFiles,
  runNow,
  waitForRun,
} from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

let t: TestHerald
let client: HttpClient

beforeAll(async () => {
  t = await startTestHerald({ MAIL_RETRY_SECONDS: '1' })
  client = (await signedInClient(t.client(), t.smtp)).client
}, 60_000)
afterAll(() => t.stop())

const envelopeOf = (mail: unknown) => [...(mail as { envelopeTo: string[] }).envelopeTo].sort()

describe('bursting a SAMPLE report', () => {
  it('gives each row its own filtered PDF, emailed to exactly that row’s To / CC / BCC', async () => {
    const rows = ['East', 'West', 'North'].map((region) => regionRow(region, 'pdf'))
    const jobId = await createReportJob(client, { rows })
    const runId = await runNow(client, jobId)
    const execution = await waitForRun(client, jobId, runId)
    expect(execution).toMatchObject({
      runStatus: 'SUCCESS',
      generated: 3,
      failed: 0,
      emailStatus: 'Email Success',
    })

    for (const row of rows) {
      const region = row.filterValue!
      const mail = await t.smtp.waitFor(row.toEmail!)
      expect(envelopeOf(mail)).toEqual([row.toEmail, row.ccEmail, row.bccEmail].sort())
      expect(mail.subject).toBe(`Your report Sales - ${region}`)
      expect(mail.html).toContain('<strong>team</strong>')
      expect(mail.html).not.toContain('<script')
      expect(JSON.stringify(mail.headers.get('bcc') ?? '')).not.toContain('bcc-')
      expect(mail.attachments.map((a) => a.filename)).toEqual([`Sales - ${region}.pdf`])
      const text = pdfText(mail.attachments[0]!.content)
      expect(text).toContain(region)
      for (const other of REGIONS.filter((r) => r !== region)) expect(text).not.toContain(other)
    }
    const toThisJob = t.smtp.messages.filter((m) => /-pdf@example\.com/.test(envelopeOf(m).join()))
    expect(toThisJob).toHaveLength(3)

    const files = await runFiles(client, jobId, runId)
    expect(files.map((f) => [f.fileName, f.status, f.emailStatus])).toEqual(
      rows.map((r) => [`Sales - ${r.filterValue}`, 'GENERATED', 'Email Success']),
    )
    const download = await client.get(`/api/files/${files[0]!.id}/pdf`)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toContain('Sales%20-%20East.pdf')
    expect(pdfText(Buffer.from(await download.arrayBuffer()))).toContain('East')
  })

  it('builds one slide per page for PPTX and an Excel workbook of the visuals', async () => {
    const jobId = await createReportJob(client, {
      rows: [regionRow('South', 'pptx')],
      report: { fileFormat: 'PPTX', generateExcel: true, pagesToPrint: 'All' },
    })
    const runId = await runNow(client, jobId)
    expect(await waitForRun(client, jobId, runId)).toMatchObject({ runStatus: 'SUCCESS', generated: 1 })
    const mail = await t.smtp.waitFor('to-south-pptx@example.com')
    const pptx = mail.attachments.find((a) => a.filename === 'Sales - South.pptx')!
    const pages = await (await client.get(`/api/job/${jobId}/sample/report/sales-overview/pages`)).json()
    const slides = Object.keys((await JSZip.loadAsync(pptx.content)).files).filter((f) =>
      /^ppt\/slides\/slide\d+\.xml$/.test(f),
    )
    expect(slides).toHaveLength((pages as unknown as unknown[]).length)

    const xlsx = mail.attachments.find((a) => a.filename === 'Sales - South.xlsx')!
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(xlsx.content as never)
    expect(workbook.worksheets.length).toBeGreaterThan(0)
    const cells = workbook.worksheets.flatMap((sheet) =>
      sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.map(String) : [])),
    )
    expect(cells.join(' ')).not.toMatch(/\b(East|West|North|Central)\b/)
    expect(workbook.worksheets[0]!.rowCount).toBeGreaterThan(1)
  })

  it('renders the unfiltered report once per recipient row when rows have no filter', async () => {
    const jobId = await createReportJob(client, {
      rows: [{ toEmail: 'all-a@example.com' }, { toEmail: 'all-b@example.com' }],
    })
    const runId = await runNow(client, jobId)
    expect(await waitForRun(client, jobId, runId)).toMatchObject({ runStatus: 'SUCCESS', generated: 2 })
    const text = pdfText((await t.smtp.waitFor('all-b@example.com')).attachments[0]!.content)
    for (const region of REGIONS) expect(text).toContain(region)
  })

  it('fails one row with its own error and still delivers the others', async () => {
    const row = (value: string, to: string) => ({
      filterName: 'Sales/Units',
      filterValue: value,
      toEmail: to,
    })
    const jobId = await createReportJob(client, {
      rows: [row('int(5)', 'units-ok@example.com'), row('five', 'units-bad@example.com')],
    })
    const runId = await runNow(client, jobId)
    const execution = await waitForRun(client, jobId, runId)
    expect(execution).toMatchObject({ runStatus: 'FAILED', generated: 1, failed: 1 })
    const files = await runFiles(client, jobId, runId)
    expect(files[1]).toMatchObject({ status: 'FAILED', emailStatus: 'Not sent' })
    expect(files[1]!.error).toContain('int(123)')
    await t.smtp.waitFor('units-ok@example.com')
    expect(t.smtp.messages.some((m) => envelopeOf(m).includes('units-bad@example.com'))).toBe(false)
  })
})
