import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import { startFakeTableau, type FakeTableau } from '../../../test/fakes/fake-tableau.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import {
  createJob,
  pdfText,
  REGIONS,
  regionRow,
  runFiles,
  runNow,
  waitForRun,
} from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'
import { linkTableau, tableauReport } from '../../../test/tableau-jobs.ts'
import type { FilterRowInput, ReportJobConfInput } from '@herald/contracts'

let t: TestHerald
let fake: FakeTableau
let client: HttpClient

beforeAll(async () => {
  fake = await startFakeTableau({ latencyMs: 2 })
  t = await startTestHerald({ BI_PRIVATE_HOSTS: '127.0.0.1', MAIL_RETRY_SECONDS: '1' })
  client = (await signedInClient(t.client(), t.smtp)).client
}, 60_000)
afterAll(async () => {
  await t.stop()
  await fake.close()
})

const envelopeOf = (mail: unknown) => [...(mail as { envelopeTo: string[] }).envelopeTo].sort()

async function tableauJob(view: string, rows: FilterRowInput[], change: Partial<ReportJobConfInput> = {}) {
  const jobId = await createJob(client)
  await linkTableau(client, jobId, fake)
  const report = await client.post(
    `/api/report-job-conf?userJobId=${jobId}`,
    tableauReport(fake, view, { userReportGenerationFilterData: rows, ...change }),
  )
  expect(report.status, await report.clone().text()).toBe(200)
  const email = await client.post(`/api/job-email-config?userJobId=${jobId}`, {
    fromEmail: 'reports@example.com',
    emailTitle: 'Your report {fileName}',
    emailBody: '<p>Hello</p>',
    isActive: true,
  })
  expect(email.status).toBe(200)
  return jobId
}

describe('bursting a Tableau view', () => {
  it('mails each row its own view filtered by vf_Region, to exactly that row’s To / CC / BCC', async () => {
    const rows = ['East', 'West'].map((region) => regionRow(region, 'tableau'))
    const jobId = await tableauJob('Regional Sales', rows)
    const runId = await runNow(client, jobId)
    expect(await waitForRun(client, jobId, runId)).toMatchObject({
      runStatus: 'SUCCESS',
      generated: 2,
      failed: 0,
      emailStatus: 'Email Success',
    })
    for (const row of rows) {
      const region = row.filterValue!
      const mail = await t.smtp.waitFor(row.toEmail!)
      expect(envelopeOf(mail)).toEqual([row.toEmail, row.ccEmail, row.bccEmail].sort())
      expect(mail.attachments.map((a) => a.filename)).toEqual([`Sales - ${region}.pdf`])
      const text = pdfText(mail.attachments[0]!.content)
      expect(text).toContain('Regional Sales')
      expect(text).toContain(region)
      for (const other of REGIONS.filter((r) => r !== region)) expect(text).not.toContain(other)
    }
    expect(t.smtp.messages.filter((m) => /-tableau@example\.com/.test(envelopeOf(m).join()))).toHaveLength(2)
    const checked = fake.calls.filter((c) => c.path.endsWith('/data') && c.query.get('vf_Region'))
    expect(checked.map((c) => c.query.get('vf_Region')).sort()).toEqual(['East', 'West'])
  })

  it('fails the file of a filter Tableau ignored (no such field in the view), says why, and mails nothing', async () => {
    const rows = [regionRow('East', 'ignored')]
    const jobId = await tableauJob('Product Summary', rows)
    const runId = await runNow(client, jobId)
    expect(await waitForRun(client, jobId, runId)).toMatchObject({
      runStatus: 'FAILED',
      generated: 0,
      failed: 1,
    })
    const [file] = await runFiles(client, jobId, runId)
    expect(file).toMatchObject({
      status: 'FAILED',
      error:
        "Tableau ignored the filter Region: the view 'Product Summary' has no such field. Nothing was sent.",
    })
    expect(t.smtp.messages.filter((m) => /-ignored@example\.com/.test(envelopeOf(m).join()))).toHaveLength(0)
    const pdfs = fake.calls.filter((c) => c.path.endsWith('/pdf') && c.query.get('vf_Region') === 'East')
    expect(
      pdfs.filter((c) => c.path.includes(fake.catalog.views.find((v) => v.name === 'Product Summary')!.id)),
    ).toHaveLength(0)
  })

  it('builds a PPTX from the view image and an Excel file from its crosstab; survives a session that ended', async () => {
    const jobId = await tableauJob('Regional Sales', [regionRow('North', 'pptx')], {
      fileFormat: 'PPTX',
      generateExcel: true,
    })
    fake.endSessions()
    const signIns = fake.signIns
    const runId = await runNow(client, jobId)
    expect(await waitForRun(client, jobId, runId)).toMatchObject({ runStatus: 'SUCCESS', generated: 1 })
    expect(fake.signIns).toBe(signIns + 1)
    const mail = await t.smtp.waitFor('to-north-pptx@example.com')
    expect(mail.attachments.map((a) => a.filename).sort()).toEqual([
      'Sales - North.pptx',
      'Sales - North.xlsx',
    ])
    const excel = fake.calls.findLast((c) => c.path.endsWith('/crosstab/excel'))!
    expect(excel.query.get('vf_Region')).toBe('North')
  })

  it('reads Automated Input rows from a view’s data', async () => {
    const jobId = await tableauJob('Regional Sales', [], {
      dataIngestionMode: 'AUTOMATED_FILTERS',
      filterName: 'Sales/Region',
      visualName: 'Recipients',
    })
    const preview = await client.get(`/api/automated-filters/${jobId}/preview`)
    expect(preview.status, await preview.clone().text()).toBe(200)
    expect(
      ((await preview.json()) as unknown as { filterValue: string; toEmail: string }[]).map((r) => [
        r.filterValue,
        r.toEmail,
      ]),
    ).toEqual([
      ['East', 'to-east@example.com'],
      ['West', 'to-west@example.com'],
    ])
  })
})
