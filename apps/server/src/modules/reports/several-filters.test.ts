import type { FilterRowInput, ReportJobConfInput, ReportJobConfView } from '@herald/contracts'
import { filterMessages, filterValueMessages } from '@herald/contracts'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import { startFakeEntra, type FakeEntra } from '../../../test/fakes/fake-entra.ts'
import { startFakePowerBi, type FakePowerBi } from '../../../test/fakes/fake-powerbi.ts'
import { defaultCatalog } from '../../../test/fakes/fake-tableau-catalog.ts'
import { startFakeTableau, type FakeTableau } from '../../../test/fakes/fake-tableau.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { linkPowerBi } from '../../../test/powerbi-jobs.ts'
import {
  createJob,
  createReportJob,
  pdfText,
  runFiles,
  runNow,
  waitForRun,
} from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'
import { linkTableau, tableauReport } from '../../../test/tableau-jobs.ts'

/** Several filters per row (ADR 0046): each row's file shows only its Region and its Year, on every source. */
let t: TestHerald
let tableau: FakeTableau
let entra: FakeEntra
let pbi: FakePowerBi
let client: HttpClient

const YEAR_VIEW = 'Sales by Year'

beforeAll(async () => {
  const catalog = defaultCatalog()
  const pack = catalog.workbooks.find((w) => w.name === 'Sales Pack')!
  const rows = ['East', 'West'].flatMap((region) =>
    ['2025', '2026'].map((year) => [
      region,
      year,
      `${region}land ${year}`,
      `${region.length * 100 + Number(year)}`,
    ]),
  )
  catalog.views.push({
    id: crypto.randomUUID(),
    name: YEAR_VIEW,
    contentUrl: `${pack.contentUrl}/sheets/SalesbyYear`,
    workbookId: pack.id,
    projectId: pack.projectId,
    columns: ['Region', 'Year', 'Country', 'Revenue'],
    rows,
  })
  tableau = await startFakeTableau({ latencyMs: 2, catalog })
  entra = await startFakeEntra()
  pbi = await startFakePowerBi(entra)
  pbi.sales.splice(
    0,
    pbi.sales.length,
    ...['East', 'West'].flatMap((region) =>
      [2025, 2026].map((year) => ({ region, year, revenue: region.length * 1000 + year })),
    ),
  )
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

const envelopeOf = (mail: ParsedMail) => [...(mail as unknown as { envelopeTo: string[] }).envelopeTo].sort()

/** A row filtering on Region and Year (both as `filters`, the first also as filterName/filterValue). */
function row(table: string, region: string, year: number, tag: string): FilterRowInput {
  const r = region.toLowerCase()
  return {
    filterName: `${table}/Region`,
    filterValue: region,
    filters: [
      { filterName: `${table}/Region`, filterValue: region },
      { filterName: `${table}/Year`, filterValue: `int(${year})` },
    ],
    toEmail: `to-${r}-${year}-${tag}@example.com`,
    ccEmail: `cc-${r}-${year}-${tag}@example.com`,
  }
}

async function saveEmail(jobId: number) {
  const email = await client.post(`/api/job-email-config?userJobId=${jobId}`, {
    fromEmail: 'reports@example.com',
    emailTitle: 'Your report {fileName}',
    emailBody: '<p>Hello</p>',
    isActive: true,
  })
  expect(email.status).toBe(200)
}

/** Runs the job and reads each row's attachment text, checking the envelope is exactly the row's. */
async function runAndRead(jobId: number, rows: FilterRowInput[]): Promise<string[]> {
  const runId = await runNow(client, jobId)
  expect(await waitForRun(client, jobId, runId)).toMatchObject({
    runStatus: 'SUCCESS',
    generated: rows.length,
    failed: 0,
    emailStatus: 'Email Success',
  })
  const texts: string[] = []
  for (const r of rows) {
    const mail = await t.smtp.waitFor(r.toEmail!)
    expect(envelopeOf(mail)).toEqual([r.toEmail, r.ccEmail].sort())
    texts.push(pdfText(mail.attachments[0]!.content))
  }
  return texts
}

describe('several filters per row', () => {
  it('saves and reads back every filter of a row, and refuses what the grammar refuses, naming the row', async () => {
    const rows = [row('Sales', 'East', 2025, 'save'), row('Sales', 'West', 2024, 'save')]
    const jobId = await createReportJob(client, { rows })
    const read = await client.get(`/api/report-job-conf?userJobId=${jobId}`)
    const view = (await read.json()) as unknown as ReportJobConfView
    expect(view.userReportGenerationFilterData.map((r) => r.filters)).toEqual(rows.map((r) => r.filters))

    const save = (rows: FilterRowInput[]) =>
      client.post(`/api/report-job-conf?userJobId=${jobId}`, {
        biTool: 'SAMPLE',
        userWorkspaceId: 'sample',
        userReportId: 'sales-overview',
        userReportGenerationFilterData: rows,
      } satisfies ReportJobConfInput)
    const refused = async (rows: FilterRowInput[], message: string) => {
      const answer = await save(rows)
      expect(answer.status).toBe(400)
      expect(await answer.text()).toContain(JSON.stringify(message).slice(1, -1))
    }
    const bad = row('Sales', 'East', 2025, 'bad')
    await refused(
      [
        row('Sales', 'West', 2025, 'ok'),
        { ...bad, filters: [bad.filters![0]!, { filterName: 'Sales/Year', filterValue: 'int(20.5)' }] },
      ],
      filterMessages.row(
        2,
        filterMessages.badValue('Sales/Year', filterValueMessages.intNotWhole('int(20.5)')),
      ),
    )
    await refused(
      [row('Sales', 'West', 2025, 'ok'), { ...bad, filters: [bad.filters![0]!] }],
      filterMessages.differentNames(['Sales/Region + Sales/Year', 'Sales/Region']),
    )
    await refused(
      [{ ...bad, filterValue: 'West' }],
      filterMessages.row(1, filterMessages.firstFilterDisagrees('Sales/Region', 'East')),
    )
    await refused(
      [{ ...bad, filters: [bad.filters![0]!, { filterName: 'Sales/Region', filterValue: 'West' }] }],
      filterMessages.row(1, filterMessages.duplicateFilter('Sales/Region')),
    )
  })

  it('sends each sample row a file showing only its Region and its Year (pdftotext)', async () => {
    const rows = [row('Sales', 'East', 2025, 'sample'), row('Sales', 'West', 2024, 'sample')]
    const jobId = await createReportJob(client, { rows, report: { pagesToPrint: 'Overview' } })
    const [east, west] = await runAndRead(jobId, rows)
    expect(east).toContain('Region: East · Year: 2025')
    expect(west).toContain('Region: West · Year: 2024')
    for (const [text, region, year, otherYear] of [
      [east!, 'East', '2025', '2024'],
      [west!, 'West', '2024', '2025'],
    ] as const) {
      expect(text).toContain(year)
      expect(text).not.toContain(otherYear)
      for (const other of ['East', 'West', 'North', 'South', 'Central'].filter((r) => r !== region))
        expect(text).not.toContain(other)
    }
  })

  it('skips a sample row that only its second filter empties (hasData gets every filter), and sends the other', async () => {
    const empty = row('Sales', 'East', 2023, 'skip')
    const full = row('Sales', 'East', 2025, 'skip')
    const jobId = await createReportJob(client, { rows: [empty, full], report: { skipEmptyRows: true } })
    const runId = await runNow(client, jobId)
    expect(await waitForRun(client, jobId, runId)).toMatchObject({
      runStatus: 'SUCCESS',
      generated: 1,
      skipped: 1,
      failed: 0,
    })
    await t.smtp.waitFor(full.toEmail!)
    const files = await runFiles(client, jobId, runId)
    expect(files.find((f) => f.toEmail === empty.toEmail)).toMatchObject({
      status: 'SKIPPED',
      error: 'No data for Sales/Region, Sales/Year = East, int(2023): nothing was sent.',
    })
    expect(t.smtp.messages.filter((mail) => envelopeOf(mail).includes(empty.toEmail!))).toHaveLength(0)
  })

  it('sends each Tableau row its view under two vf_ filters, each checked against the view’s data first', async () => {
    const rows = [row('Sales', 'East', 2026, 'tableau'), row('Sales', 'West', 2025, 'tableau')]
    const jobId = await createJob(client)
    await linkTableau(client, jobId, tableau)
    const saved = await client.post(
      `/api/report-job-conf?userJobId=${jobId}`,
      tableauReport(tableau, YEAR_VIEW, { userReportGenerationFilterData: rows }),
    )
    expect(saved.status, await saved.clone().text()).toBe(200)
    await saveEmail(jobId)
    const before = tableau.calls.length
    const [east, west] = await runAndRead(jobId, rows)
    expect(east).toContain('Eastland 2026')
    expect(east).not.toMatch(/West|2025/)
    expect(west).toContain('Westland 2025')
    expect(west).not.toMatch(/East|2026/)
    const calls = tableau.calls.slice(before)
    for (const kind of ['/data', '/pdf']) {
      const filters = calls
        .filter((c) => c.path.endsWith(kind))
        .map((c) => `${c.query.get('vf_Region')} ${c.query.get('vf_Year')}`)
        .sort()
      expect(filters).toEqual(['East 2026', 'West 2025'])
    }
  })

  it('fails a Tableau row whose second field the view lacks (Tableau ignores it), and mails nothing', async () => {
    const r = row('Sales', 'East', 2026, 'ignored')
    const rows = [{ ...r, filters: [r.filters![0]!, { filterName: 'Sales/Channel', filterValue: 'Online' }] }]
    const jobId = await createJob(client)
    await linkTableau(client, jobId, tableau)
    const saved = await client.post(
      `/api/report-job-conf?userJobId=${jobId}`,
      tableauReport(tableau, YEAR_VIEW, { userReportGenerationFilterData: rows }),
    )
    expect(saved.status, await saved.clone().text()).toBe(200)
    await saveEmail(jobId)
    const runId = await runNow(client, jobId)
    expect(await waitForRun(client, jobId, runId)).toMatchObject({ runStatus: 'FAILED', failed: 1 })
    expect(t.smtp.messages.filter((m) => envelopeOf(m).includes(r.toEmail!))).toHaveLength(0)
  })

  it('sends each Power BI row an export under one report-level filter joining both fields with and', async () => {
    const rows = [row('Sales', 'East', 2026, 'pbi'), row('Sales', 'West', 2025, 'pbi')]
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
    } satisfies ReportJobConfInput)
    expect(saved.status, await saved.clone().text()).toBe(200)
    await saveEmail(jobId)
    const before = pbi.exports.length
    const [east, west] = await runAndRead(jobId, rows)
    expect(east).toContain('Region East Year 2026')
    expect(east).not.toMatch(/West|2025/)
    expect(west).toContain('Region West Year 2025')
    expect(west).not.toMatch(/East|2026/)
    const filters = pbi.exports
      .slice(before)
      .map((e) => e.body.powerBIReportConfiguration?.reportLevelFilters)
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
    expect(filters).toEqual([
      [{ filter: "Sales/Region eq 'East' and Sales/Year eq 2026" }],
      [{ filter: "Sales/Region eq 'West' and Sales/Year eq 2025" }],
    ])
  })
})
