import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import {
  createJob,
  createReportJob,
  pdfText,
  regionRow,
  runFiles,
  runNow,
  sampleReport,
  waitForRun,
} from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'
import { createLogger } from '../../platform/log.ts'

/** Columns of one's own, tokens and per-row overrides through HTTP, checked at the SMTP sink (ADR 0047). */
let t: TestHerald
let client: HttpClient

beforeAll(async () => {
  t = await startTestHerald({ MAIL_RETRY_SECONDS: '1' }, {}, createLogger('error'))
  client = (await signedInClient(t.client(), t.smtp)).client
}, 60_000)
afterAll(() => t.stop())

const EMAIL = {
  emailTitle: 'Dear {Name}, the {Quarter} pack for {Account} ({filterValue}) - {fileName}',
  emailBody: '<p>Dear <strong>{Name}</strong>,</p><p>{Account}: {jobName} of {runDate:YYYY}</p>',
}

describe('columns of one’s own and tokens', () => {
  it('sends each row a subject, body and file name with its own values, the body escaped', async () => {
    const east = {
      ...regionRow('East', 'cols'),
      fields: { Name: 'Maria', Account: 'Acme <East> & Co', Quarter: 'Q3' },
    }
    const west = { ...regionRow('West', 'cols'), fields: { Name: 'Li', Account: 'Globex', Quarter: '' } }
    const jobId = await createReportJob(client, {
      rows: [east, west],
      report: { filePrefix: '{Account} {Quarter}' },
      email: EMAIL,
    })
    const conf = (await (await client.get(`/api/report-job-conf?userJobId=${jobId}`)).json()) as {
      userReportGenerationFilterData: { fields: unknown }[]
    }
    expect(conf.userReportGenerationFilterData.map((r) => r.fields)).toEqual([east.fields, west.fields])

    const runId = await runNow(client, jobId)
    expect(await waitForRun(client, jobId, runId)).toMatchObject({ runStatus: 'SUCCESS', generated: 2 })
    const year = String(new Date().getUTCFullYear())

    const maria = await t.smtp.waitFor(east.toEmail!)
    const mariaFile = 'Acme _East_ & Co Q3 - East'
    expect(maria.subject).toBe(`Dear Maria, the Q3 pack for Acme <East> & Co (East) - ${mariaFile}`)
    expect(maria.html).toContain('<strong>Maria</strong>')
    expect(maria.html).toContain('Acme &lt;East&gt; &amp; Co:')
    expect(maria.html).not.toContain('<East>')
    expect(maria.html).toMatch(new RegExp(`Co: .+ of (${year}|${Number(year) + 1})</p>`))
    expect(maria.attachments.map((a) => a.filename)).toEqual([`${mariaFile}.pdf`])
    expect(pdfText(maria.attachments[0]!.content)).toContain('East')

    const li = await t.smtp.waitFor(west.toEmail!)
    // An empty column renders as an empty string.
    expect(li.subject).toBe('Dear Li, the  pack for Globex (West) - Globex - West')
    expect(li.html).toContain('<strong>Li</strong>')
    expect(li.html).not.toContain('Maria')
    expect(li.attachments.map((a) => a.filename)).toEqual(['Globex - West.pdf'])
    const files = await runFiles(client, jobId, runId)
    expect(files.map((f) => f.fileName)).toEqual([mariaFile, 'Globex - West'])
    // History keeps each file's columns as the run sent them.
    expect(files.map((f) => f.fields)).toEqual([east.fields, west.fields])
  })

  it('refuses at save a token that names no column, listing the known ones', async () => {
    const jobId = await createReportJob(client, {
      rows: [{ ...regionRow('North', 'unknown'), fields: { Name: 'Ann' } }],
    })
    const refused = await client.post(`/api/job-email-config?userJobId=${jobId}`, {
      fromEmail: 'reports@example.com',
      emailTitle: 'Hello {Nmae}',
      emailBody: '<p>{Account}</p>',
      isActive: true,
    })
    expect(refused.status).toBe(400)
    const { message } = await refused.json()
    expect(message).toContain('Email title: unknown token {Nmae}. Known tokens: {fileName}, {filterName}')
    expect(message).toContain('{runDate}, {Name}')
    expect(message).toContain('Email body: unknown token {Account}.')

    const prefix = await client.post(
      `/api/report-job-conf?userJobId=${jobId}`,
      sampleReport({
        filePrefix: '{Region} pack',
        userReportGenerationFilterData: [{ ...regionRow('North', 'unknown'), fields: { Name: 'Ann' } }],
      }),
    )
    expect(prefix.status).toBe(400)
    expect((await prefix.json()).message).toContain('FILE NAME: unknown token {Region}.')
  })

  it('refuses a column value with a line break, a reserved column and more than 20 columns', async () => {
    const jobId = await createJob(client)
    const post = (fields: Record<string, string>) =>
      client.post(
        `/api/report-job-conf?userJobId=${jobId}`,
        sampleReport({ userReportGenerationFilterData: [{ ...regionRow('North', 'bad'), fields }] }),
      )
    for (const fields of [
      { Name: 'Maria\r\nBcc: x@example.com' },
      { To: 'x' },
      Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`C${i}`, 'x'])),
    ]) {
      const response = await post(fields)
      expect(response.status, JSON.stringify(fields)).toBe(400)
    }
  })

  it('sends a row as PPTX with its Excel export when the row says so, the others as the job says', async () => {
    const jobId = await createReportJob(client, {
      rows: [
        { ...regionRow('South', 'override'), format: 'PPTX', attachExcel: true },
        { ...regionRow('Central', 'override') },
      ],
    })
    const runId = await runNow(client, jobId)
    expect(await waitForRun(client, jobId, runId)).toMatchObject({ runStatus: 'SUCCESS', generated: 2 })
    const south = await t.smtp.waitFor('to-south-override@example.com')
    expect(south.attachments.map((a) => a.filename).sort()).toEqual([
      'Sales - South.pptx',
      'Sales - South.xlsx',
    ])
    const central = await t.smtp.waitFor('to-central-override@example.com')
    expect(central.attachments.map((a) => a.filename)).toEqual(['Sales - Central.pdf'])
  })

  it('resolves the tokens of a test send with the row’s own values', async () => {
    const jobId = await createReportJob(client, {
      rows: [
        { ...regionRow('North', 'testsend'), fields: { Name: 'Nora', Account: 'Initech', Quarter: 'Q4' } },
      ],
      email: EMAIL,
    })
    const response = await client.post(`/api/user-jobs/${jobId}/test-send`, { to: 'tester-cols@example.com' })
    expect(response.status, await response.clone().text()).toBeLessThan(300)
    const mail = await t.smtp.waitFor('tester-cols@example.com')
    expect(mail.subject).toBe('[Test] Dear Nora, the Q4 pack for Initech (North) - Sales - North')
    expect(mail.html).toContain('<strong>Nora</strong>')
  })
})
