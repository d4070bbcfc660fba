import {
  planMessages,
  type FilterRowInput,
  type ReportJobConfInput,
  type ReportJobConfView,
} from '@herald/contracts'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { createJob, regionRow, sampleReport } from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

/** Saving and reading back the report task (`POST/GET /api/report-job-conf`, spec §5, §7) and the plan rules (§6). */

let t: TestHerald
let db: pg.Client
let owner: HttpClient

beforeAll(async () => {
  t = await startTestHerald()
  db = new pg.Client({ connectionString: t.databaseUrl })
  await db.connect()
  owner = (await signedInClient(t.client(), t.smtp)).client
})
afterAll(async () => {
  await db.end()
  await t.stop()
})

const valid = (change: Partial<ReportJobConfInput> = {}): ReportJobConfInput =>
  sampleReport({ userReportGenerationFilterData: [regionRow('East', 'v')], ...change })
const rows = (...list: FilterRowInput[]) => valid({ userReportGenerationFilterData: list })
const save = (client: HttpClient, body: unknown, id: number) =>
  client.post(`/api/report-job-conf?userJobId=${id}`, body)

describe('saving and reading back the report task', () => {
  it('answers 404 before the first save', async () => {
    const fresh = await createJob(owner)
    const response = await owner.get(`/api/report-job-conf?userJobId=${fresh}`)
    expect(response.status).toBe(404)
    expect((await response.json())['message']).toBe('This job has no report configuration yet.')
  })

  it('trims text, drops empty rows, keeps the order, fills defaults and canonicalises the locale', async () => {
    const id = await createJob(owner)
    const saved = await save(
      owner,
      {
        biTool: 'SAMPLE',
        userWorkspaceId: ' sample ',
        userReportId: ' sales-overview ',
        userReportName: ' Sales Overview ',
        filePrefix: '  Monthly sales  ',
        locale: 'eu-es',
        userReportGenerationFilterData: [
          { filterName: '', filterValue: '', toEmail: '', ccEmail: 'dropped@example.com' },
          {
            filterName: '  Sales/Region ',
            filterValue: ' West ',
            toEmail: ' west@example.com ',
            ccEmail: null,
            bccEmail: ' audit@example.com;boss@example.com ',
          },
          { filterName: null, toEmail: null },
          { filterName: 'Sales/Region', filterValue: 'East', toEmail: 'east@example.com', isActive: false },
        ],
      },
      id,
    )
    expect(saved.status, await saved.clone().text()).toBe(200)
    const read = await owner.get(`/api/report-job-conf?userJobId=${id}`)
    expect(read.status).toBe(200)
    const view = (await read.json()) as unknown as ReportJobConfView
    expect(view).toEqual(await saved.json())
    expect(view).toMatchObject({
      userJobId: id,
      name: 'Report Task',
      isActive: true,
      biTool: 'SAMPLE',
      userWorkspaceId: 'sample',
      userWorkspace: '',
      userReportId: 'sales-overview',
      userReportName: 'Sales Overview',
      reportType: 'REPORTS',
      reportUrl: '',
      reportRunPeriod: 'CURRENT_DATE',
      filePrefix: 'Monthly sales',
      generateExcel: false,
      listOfExcelVisuals: 'All',
      numberOfLoops: 1,
      timeout: 0,
      timeDelay: 0,
      pagesToPrint: 'All',
      pageSize: '1280*720',
      fileFormat: 'PDF',
      locale: 'eu-ES',
      dataIngestionMode: 'MANUAL',
      filterName: '',
      visualName: '',
    })
    expect(view.userReportGenerationFilterData.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        filterName: 'Sales/Region',
        filterValue: 'West',
        filters: [{ filterName: 'Sales/Region', filterValue: 'West' }],
        toEmail: 'west@example.com',
        ccEmail: '',
        bccEmail: 'audit@example.com;boss@example.com',
        isActive: true,
        fields: {},
        format: null,
        attachExcel: null,
      },
      {
        filterName: 'Sales/Region',
        filterValue: 'East',
        filters: [{ filterName: 'Sales/Region', filterValue: 'East' }],
        toEmail: 'east@example.com',
        ccEmail: '',
        bccEmail: '',
        isActive: false,
        fields: {},
        format: null,
        attachExcel: null,
      },
    ])
  })

  it('keeps the advanced options as sent, and a second save replaces the rows', async () => {
    const id = await createJob(owner)
    const first = await save(
      owner,
      rows(...['East', 'West', 'North'].map((region) => regionRow(region, 'first'))),
      id,
    )
    expect(first.status).toBe(200)
    const second = await save(
      owner,
      valid({
        fileFormat: 'PPTX',
        reportRunPeriod: 'LAST_MONTH',
        pageSize: ' 1920*1080 ',
        pagesToPrint: 'Overview|Countries',
        timeout: 180,
        timeDelay: 60,
        locale: 'DE-de',
        userReportGenerationFilterData: [regionRow('South', 'second')],
      }),
      id,
    )
    expect(second.status).toBe(200)
    const view = (await (
      await owner.get(`/api/report-job-conf?userJobId=${id}`)
    ).json()) as unknown as ReportJobConfView
    expect(view).toMatchObject({
      fileFormat: 'PPTX',
      reportRunPeriod: 'LAST_MONTH',
      pageSize: '1920*1080',
      pagesToPrint: 'Overview|Countries',
      timeout: 180,
      timeDelay: 60,
      locale: 'de-DE',
    })
    expect(view.userReportGenerationFilterData.map((r) => r.filterValue)).toEqual(['South'])
    expect(view.userReportGenerationFilterData[0]!.toEmail).toBe('to-south-second@example.com')
  })
})

describe('plan rules (spec §6)', () => {
  let standard: HttpClient
  let standardJob: number
  beforeAll(async () => {
    const signedIn = await signedInClient(t.client(), t.smtp)
    standard = signedIn.client
    await db.query("update users set subscription_type = 'STANDARD' where email = $1", [signedIn.email])
    standardJob = await createJob(standard)
  })

  it.each([
    [
      'Automated Input',
      valid({ dataIngestionMode: 'AUTOMATED_FILTERS', filterName: 'Sales/Region' }),
      planMessages.notOnStandard('automatedInput'),
    ],
    ['Excel export', valid({ generateExcel: true }), planMessages.notOnStandard('excelExport')],
  ])('a Standard account cannot save %s', async (_, body, message) => {
    const response = await save(standard, body, standardJob)
    expect(response.status).toBe(403)
    expect((await response.json())['message']).toBe(message)
    expect((await standard.get(`/api/report-job-conf?userJobId=${standardJob}`)).status).toBe(404)
  })

  it('a Standard account saves manual PDF tasks, and cannot disable emails', async () => {
    expect((await save(standard, valid(), standardJob)).status).toBe(200)
    const email = { fromEmail: 'reports@example.com', emailTitle: 'Report' }
    const disabled = await standard.post(`/api/job-email-config?userJobId=${standardJob}`, {
      ...email,
      isActive: false,
    })
    expect(disabled.status).toBe(403)
    expect((await disabled.json())['message']).toBe(planMessages.notOnStandard('disableEmails'))
    const enabled = await standard.post(`/api/job-email-config?userJobId=${standardJob}`, email)
    expect(enabled.status).toBe(200)
    expect((await enabled.json())['isActive']).toBe(true)
  })

  it('a trial account may use Automated Input, Excel export and disable emails', async () => {
    const id = await createJob(owner)
    const automated = await save(
      owner,
      valid({
        dataIngestionMode: 'AUTOMATED_FILTERS',
        filterName: 'Sales/Region',
        visualName: 'RegionManagers',
        generateExcel: true,
        userReportGenerationFilterData: [],
      }),
      id,
    )
    expect(automated.status, await automated.clone().text()).toBe(200)
    expect(await automated.json()).toMatchObject({
      dataIngestionMode: 'AUTOMATED_FILTERS',
      generateExcel: true,
      userReportGenerationFilterData: [],
    })
    const disabled = await owner.post(`/api/job-email-config?userJobId=${id}`, {
      fromEmail: 'reports@example.com',
      emailTitle: 'Report',
      isActive: false,
    })
    expect(disabled.status).toBe(200)
    expect((await disabled.json())['isActive']).toBe(false)
  })
})
