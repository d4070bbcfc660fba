import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FilterRowInput, ReportJobConfInput } from '@herald/contracts'
import { signedInClient } from '../../../test/auth-flows.ts'
import { startFakeEntra, type FakeEntra } from '../../../test/fakes/fake-entra.ts'
import { startFakePowerBi, type FakePowerBi } from '../../../test/fakes/fake-powerbi.ts'
import { startFakeTableau, type FakeTableau } from '../../../test/fakes/fake-tableau.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { linkPowerBi } from '../../../test/powerbi-jobs.ts'
import {
  createJob,
  createReportJob,
  regionRow,
  runFiles,
  runNow,
  waitForRun,
} from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'
import { linkTableau, tableauReport } from '../../../test/tableau-jobs.ts'

/** Skip empty rows (ADR 0043): a row whose filter leaves no data is SKIPPED — no file, no email — per source. */
let t: TestHerald
let tableau: FakeTableau
let entra: FakeEntra
let pbi: FakePowerBi
let client: HttpClient

beforeAll(async () => {
  tableau = await startFakeTableau({ latencyMs: 2 })
  entra = await startFakeEntra()
  pbi = await startFakePowerBi(entra)
  t = await startTestHerald({
    BI_PRIVATE_HOSTS: '127.0.0.1',
    MAIL_RETRY_SECONDS: '1',
    POWERBI_CLIENT_ID: entra.clientId,
    POWERBI_CLIENT_SECRET: entra.clientSecret,
    POWERBI_AUTHORITY_URL: entra.url,
    POWERBI_API_URL: pbi.url,
  })
  client = (await signedInClient(t.client(), t.smtp)).client
}, 60_000)
afterAll(async () => {
  await t?.stop()
  await tableau?.close()
  await pbi?.close()
  await entra?.close()
})

const envelopeOf = (mail: ParsedMail) => (mail as unknown as { envelopeTo: string[] }).envelopeTo
const mailsTo = (address: string) => t.smtp.messages.filter((m) => envelopeOf(m).includes(address))

async function saveEmail(jobId: number) {
  const email = await client.post(`/api/job-email-config?userJobId=${jobId}`, {
    fromEmail: 'reports@example.com',
    emailTitle: 'Your report {fileName}',
    emailBody: '<p>Hello</p>',
    isActive: true,
  })
  expect(email.status).toBe(200)
}

async function tableauJob(rows: FilterRowInput[], change: Partial<ReportJobConfInput>) {
  const jobId = await createJob(client)
  await linkTableau(client, jobId, tableau)
  const report = await client.post(
    `/api/report-job-conf?userJobId=${jobId}`,
    tableauReport(tableau, 'Regional Sales', { userReportGenerationFilterData: rows, ...change }),
  )
  expect(report.status, await report.clone().text()).toBe(200)
  await saveEmail(jobId)
  return jobId
}

async function powerBiJob(rows: FilterRowInput[], change: Partial<ReportJobConfInput>) {
  const jobId = await createJob(client)
  await linkPowerBi(client, jobId)
  const report = pbi.reports.find((r) => r.name === 'Regional Sales')!
  const saved = await client.post(`/api/report-job-conf?userJobId=${jobId}`, {
    biTool: 'POWER_BI',
    userWorkspaceId: report.workspaceId,
    userWorkspace: pbi.groups.find((g) => g.id === report.workspaceId)!.name,
    userReportId: report.id,
    userReportName: report.name,
    filePrefix: 'Sales',
    reportRunPeriod: 'NONE',
    pagesToPrint: 'Region Detail',
    userReportGenerationFilterData: rows,
    ...change,
  })
  expect(saved.status, await saved.clone().text()).toBe(200)
  await saveEmail(jobId)
  return jobId
}

const sources: [string, (rows: FilterRowInput[], change: Partial<ReportJobConfInput>) => Promise<number>][] =
  [
    ['the sample source', (rows, change) => createReportJob(client, { rows, report: { ...change } })],
    ['the Tableau fake', tableauJob],
    ['the Power BI fake', powerBiJob],
  ]

describe.each(sources)('skip empty rows on %s', (name, makeJob) => {
  const tag = name.split(' ').pop()!.toLowerCase()

  it('skips a row with no data — no file, no email, SKIPPED with the reason — and sends the others', async () => {
    const empty = regionRow('Atlantis', `skip-${tag}`)
    const full = regionRow('East', `skip-${tag}`)
    const jobId = await makeJob([empty, full], { skipEmptyRows: true })
    const runId = await runNow(client, jobId)
    expect(await waitForRun(client, jobId, runId)).toMatchObject({
      runStatus: 'SUCCESS',
      generated: 1,
      skipped: 1,
      failed: 0,
      emailStatus: 'Email Success',
    })
    await t.smtp.waitFor(full.toEmail!)
    const files = await runFiles(client, jobId, runId)
    const skipped = files.find((f) => f.toEmail === empty.toEmail)!
    expect(skipped).toMatchObject({
      status: 'SKIPPED',
      error: 'No data for Sales/Region = Atlantis: nothing was sent.',
      emailStatus: 'Not sent',
      attachments: [],
    })
    for (const address of [empty.toEmail!, empty.ccEmail!, empty.bccEmail!])
      expect(mailsTo(address)).toEqual([])
    const job = await (await client.get(`/api/user-jobs/${jobId}`)).json()
    expect(job['jobStatusDetails']).toBe('Generated: 1, Skipped: 1, Emailed: 1')
  })

  it('without the option, the row with no data is rendered and sent as before', async () => {
    const empty = regionRow('Atlantis', `keep-${tag}`)
    const jobId = await makeJob([empty], {})
    const runId = await runNow(client, jobId)
    expect(await waitForRun(client, jobId, runId)).toMatchObject({ generated: 1, skipped: 0 })
    const mail = await t.smtp.waitFor(empty.toEmail!)
    expect(mail.attachments).toHaveLength(1)
  })
})
