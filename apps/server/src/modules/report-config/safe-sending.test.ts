import { DELIVERY_PLAN_ROWS, deliveryPlanMessages, type DeliveryPlan } from '@herald/contracts'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import {
  burstRows,
  createReportJob,
  pdfText,
  REGIONS,
  regionRow,
  runFiles,
  runNow,
  waitForRun,
} from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

/** Who gets what and a row's preview (ADR 0043), through HTTP against the SAMPLE source. */
let t: TestHerald
let sql: pg.Client
beforeAll(async () => {
  t = await startTestHerald()
  sql = new pg.Client({ connectionString: t.databaseUrl })
  await sql.connect()
}, 60_000)
afterAll(async () => {
  await sql.end()
  await t.stop()
})

const user = async () => (await signedInClient(t.client(), t.smtp)).client
async function planOf(client: HttpClient, jobId: number): Promise<DeliveryPlan> {
  const response = await client.get(`/api/user-jobs/${jobId}/delivery-plan`)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as unknown as DeliveryPlan
}
const preview = (client: HttpClient, jobId: number, body: object) =>
  client.post(`/api/user-jobs/${jobId}/preview-row`, body)
const countOf = async (query: string, jobId: number) =>
  ((await sql.query(query, [jobId])).rows[0] as { n: number }).n

describe('who gets what', () => {
  it('lists each active row’s file as the run names it, with its format and recipients, and the totals', async () => {
    const client = await user()
    const rows = [
      regionRow('East', 'plan'),
      { ...regionRow('West', 'plan'), isActive: false },
      {
        ...regionRow('North', 'plan'),
        ccEmail: '',
        bccEmail: '',
        toEmail: 'a-plan@example.com; b-plan@example.com',
      },
    ]
    const jobId = await createReportJob(client, { rows, report: { generateExcel: true } })
    const plan = await planOf(client, jobId)
    expect(plan).toMatchObject({
      files: 2,
      emails: 2,
      emailsEnabled: true,
      estimateFrom: 'RENDERING_RATE',
    })
    expect(plan.estimatedSeconds).toBeGreaterThan(0)
    expect(plan.rows).toEqual([
      {
        row: 1,
        filterName: 'Sales/Region',
        filterValue: 'East',
        fileName: 'Sales - East.pdf',
        format: 'PDF + XLSX',
        subject: 'Your report Sales - East',
        to: ['to-east-plan@example.com'],
        cc: ['cc-east-plan@example.com'],
        bcc: ['bcc-east-plan@example.com'],
      },
      {
        row: 3,
        filterName: 'Sales/Region',
        filterValue: 'North',
        fileName: 'Sales - North.pdf',
        format: 'PDF + XLSX',
        subject: 'Your report Sales - North',
        to: ['a-plan@example.com', 'b-plan@example.com'],
        cc: [],
        bcc: [],
      },
    ])

    // The run names its files the same way, and its duration then drives the estimate.
    const runId = await runNow(client, jobId)
    await waitForRun(client, jobId, runId)
    const files = await runFiles(client, jobId, runId)
    expect(files.map((f) => `${f.fileName}.pdf`)).toEqual(plan.rows.map((r) => r.fileName))
    const after = await planOf(client, jobId)
    expect(after.estimateFrom).toBe('LAST_RUNS')
    expect(after.estimatedSeconds).toBeGreaterThan(0)
  })

  it('says no emails go out while the job’s emails are disabled', async () => {
    const client = await user()
    const jobId = await createReportJob(client, {
      rows: [regionRow('East', 'off')],
      email: { isActive: false },
    })
    // A trial account has premium features, so disabling emails holds.
    expect(await planOf(client, jobId)).toMatchObject({ files: 1, emails: 0, emailsEnabled: false })
  })

  it(`lists the first ${DELIVERY_PLAN_ROWS} of 10,000 rows and counts them all`, async () => {
    const client = await user()
    // Every other row is switched off: the totals count the active ones, all 5,000 of them.
    const rows = burstRows('big', 10_000).map((r, i) => ({ ...r, isActive: i % 2 === 0 }))
    const jobId = await createReportJob(client, { rows })
    const plan = await planOf(client, jobId)
    expect(plan.rows).toHaveLength(DELIVERY_PLAN_ROWS)
    expect(plan.rows.map((r) => r.row).slice(0, 3)).toEqual([1, 3, 5])
    expect(plan.rows.at(-1)!.row).toBe(2 * DELIVERY_PLAN_ROWS - 1)
    expect(plan).toMatchObject({ files: 5_000, emails: 5_000 })
  })

  it('is 404 for another account’s job', async () => {
    const owner = await user()
    const jobId = await createReportJob(owner, { rows: [regionRow('East', 'x')] })
    const other = await user()
    expect((await other.get(`/api/user-jobs/${jobId}/delivery-plan`)).status).toBe(404)
    expect((await preview(other, jobId, { filterName: 'Sales/Region', filterValue: 'East' })).status).toBe(
      404,
    )
  })
})

describe('previewing a row', () => {
  it('answers the row’s own PDF, and sends, records and stores nothing', async () => {
    const client = await user()
    const jobId = await createReportJob(client, { rows: [regionRow('West', 'preview')] })
    const mailsBefore = t.smtp.messages.length
    // A row just typed in the grid, not the saved one.
    const response = await preview(client, jobId, { filterName: 'Sales/Region', filterValue: 'East' })
    expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('Sales - East.pdf')}`,
    )
    const text = pdfText(Buffer.from(await response.arrayBuffer()))
    expect(text).toContain('East')
    for (const other of REGIONS.filter((r) => r !== 'East')) expect(text).not.toContain(other)

    expect(await countOf('select count(*)::int as n from job_runs where job_id = $1', jobId)).toBe(0)
    expect(
      await countOf(
        'select count(*)::int as n from run_files f join job_runs r on r.id = f.run_id where r.job_id = $1',
        jobId,
      ),
    ).toBe(0)
    expect(
      await countOf(
        'select count(*)::int as n from deliveries d join run_files f on f.id = d.file_id join job_runs r on r.id = f.run_id where r.job_id = $1',
        jobId,
      ),
    ).toBe(0)
    expect(t.smtp.messages.length).toBe(mailsBefore)
  })

  it('names the file as the run will: the row’s own columns fill the file name’s tokens', async () => {
    const client = await user()
    const fields = { Account: 'Acme <East> & Co', Quarter: 'Q3' }
    const jobId = await createReportJob(client, {
      rows: [{ ...regionRow('East', 'preview-name'), fields }],
      report: { filePrefix: '{Account} {Quarter}' },
    })
    const response = await preview(client, jobId, { filterName: 'Sales/Region', filterValue: 'East', fields })
    expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200)
    // The name the run's file gets (row-columns.test.ts): tokens filled, unsafe characters replaced.
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('Acme _East_ & Co Q3 - East.pdf')}`,
    )
  })

  it('answers a PPTX job’s file as a download', async () => {
    const client = await user()
    const jobId = await createReportJob(client, {
      rows: [regionRow('East', 'pptx')],
      report: { fileFormat: 'PPTX' },
    })
    const response = await preview(client, jobId, { filterName: 'Sales/Region', filterValue: 'East' })
    expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200)
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    )
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''Sales/)
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK')
  })

  it('refuses what it cannot render with a 400 and the reason', async () => {
    const client = await user()
    const jobId = await createReportJob(client, { rows: [regionRow('East', 'bad')] })
    const badSyntax = await preview(client, jobId, { filterName: 'Region', filterValue: 'East' })
    expect(badSyntax.status).toBe(400)
    const unknownColumn = await preview(client, jobId, { filterName: 'Sales/Planet', filterValue: 'Mars' })
    expect(unknownColumn.status).toBe(400)
    expect(((await unknownColumn.json()) as { message: string }).message).toMatch(/Planet/)
    const noExcel = await preview(client, jobId, {
      filterName: 'Sales/Region',
      filterValue: 'East',
      document: 'XLSX',
    })
    expect(noExcel.status).toBe(400)
    expect(((await noExcel.json()) as { message: string }).message).toBe(deliveryPlanMessages.noExcel)
  })

  it('allows 20 previews a minute per account, then answers 429 with Retry-After', async () => {
    const client = await user()
    const jobId = await createReportJob(client, { rows: [regionRow('East', 'limit')] })
    // Requests the server refuses before rendering count too: this keeps the test from rendering 20 files.
    for (let i = 0; i < 20; i++) {
      const response = await preview(client, jobId, { filterName: 'Region', filterValue: 'East' })
      expect(response.status).toBe(400)
    }
    const refused = await preview(client, jobId, { filterName: 'Sales/Region', filterValue: 'East' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await refused.json()) as { message: string }).message).toBe(deliveryPlanMessages.tooManyPreviews)
    // Another account is not held back.
    const other = await user()
    const otherJob = await createReportJob(other, { rows: [regionRow('East', 'limit2')] })
    expect((await preview(other, otherJob, { filterName: 'Region', filterValue: 'East' })).status).toBe(400)
  })
})
