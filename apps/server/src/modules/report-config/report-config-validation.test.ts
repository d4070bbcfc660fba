import {
  advancedMessages,
  emailMessages,
  filterMessages,
  reportMessages,
  type ErrorBody,
  type FilterRowInput,
  type ReportJobConfInput,
} from '@herald/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { createJob, regionRow, sampleReport } from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

/** `POST /api/report-job-conf` refuses what spec §5 "Job" forbids, each problem with its exact message. */

let t: TestHerald
let owner: HttpClient
let jobId: number

beforeAll(async () => {
  t = await startTestHerald()
  owner = (await signedInClient(t.client(), t.smtp)).client
  jobId = await createJob(owner)
})
afterAll(async () => {
  await t.stop()
})

const valid = (change: Partial<ReportJobConfInput> = {}): ReportJobConfInput =>
  sampleReport({ userReportGenerationFilterData: [regionRow('East', 'v')], ...change })
const rows = (...list: FilterRowInput[]) => valid({ userReportGenerationFilterData: list })
const to = 'to@example.com'
const row = (change: Partial<FilterRowInput>): FilterRowInput => ({
  filterName: 'Sales/Region',
  filterValue: 'East',
  toEmail: to,
  ...change,
})
const save = (client: HttpClient, body: unknown, id: number | string = jobId) =>
  client.post(`/api/report-job-conf?userJobId=${id}`, body)

/** A 400 whose message is the first problem and whose field errors list them all, in order. */
async function expectProblems(response: Response, problems: string[]) {
  const body = (await response.json()) as ErrorBody
  expect(response.status, JSON.stringify(body)).toBe(400)
  expect(body.message).toBe(problems[0])
  expect(body.fieldErrors?.map((e) => e.message)).toEqual(problems)
}

const syntax = (n: number) => filterMessages.row(n, filterMessages.syntax)
const longAddress = `${'a'.repeat(250)}@example.com`

describe('POST /api/report-job-conf refuses what the spec forbids, with its exact message', () => {
  it.each<[string, ReportJobConfInput, string[]]>([
    ['a filter name without a column', rows(row({ filterName: 'Sales' })), [syntax(1)]],
    ['a filter name with two slashes', rows(row({ filterName: 'a/b/c' })), [syntax(1)]],
    ['a slicer without a title', rows(row({ filterName: '<>Sales/Region' })), [syntax(1)]],
    [
      'different filter names across rows',
      rows(row({}), row({ filterName: 'Sales/Country', filterValue: 'Japan' })),
      [filterMessages.differentNames(['Sales/Region', 'Sales/Country'])],
    ],
    [
      'a filter value without a filter name',
      rows(row({ filterName: '', filterValue: 'East' })),
      [filterMessages.row(1, filterMessages.valueWithoutName)],
    ],
    [
      'a filter name without a To email',
      rows(row({ toEmail: '' })),
      [filterMessages.row(1, filterMessages.toRequired)],
    ],
    [
      'a To email without an @',
      rows(row({ toEmail: 'not-an-email' })),
      [filterMessages.row(1, emailMessages.invalid('To Email', 'not-an-email'))],
    ],
    [
      'one bad address in a CC list',
      rows(row({ ccEmail: 'ok@example.com; bad@ ;also-ok@example.com' })),
      [filterMessages.row(1, emailMessages.invalid('CC Email', 'bad@'))],
    ],
    [
      'a BCC address longer than 254 characters',
      rows(row({ bccEmail: `ok@example.com;${longAddress}` })),
      [filterMessages.row(1, emailMessages.tooLong('BCC Email', longAddress))],
    ],
    [
      'consecutive dots in a To address',
      rows(row({ toEmail: 'john..doe@example.com' })),
      [filterMessages.row(1, emailMessages.consecutiveDots('To Email', 'john..doe@example.com'))],
    ],
    [
      'problems in several rows, counted as sent (empty rows included)',
      rows(
        row({}),
        { filterName: '', filterValue: '', toEmail: '', ccEmail: 'dropped@example.com' },
        row({ ccEmail: 'cc@bad' }),
        { filterName: ' ', toEmail: '  ' },
        row({ toEmail: '', filterName: 'Sales/Region/Extra' }),
      ),
      [
        filterMessages.row(3, emailMessages.invalid('CC Email', 'cc@bad')),
        syntax(5),
        filterMessages.row(5, filterMessages.toRequired),
        filterMessages.differentNames(['Sales/Region', 'Sales/Region/Extra']),
      ],
    ],
    ['manual mode with no rows', rows(), [filterMessages.manualNeedsRow]],
    [
      'manual mode whose only row has neither filter name nor To',
      rows({ filterName: '', filterValue: '', toEmail: ' ', ccEmail: 'cc@example.com' }),
      [filterMessages.manualNeedsRow],
    ],
    [
      'automated mode without a filter name',
      valid({ dataIngestionMode: 'AUTOMATED_FILTERS', userReportGenerationFilterData: [] }),
      [filterMessages.automatedNeedsFilter],
    ],
    [
      'automated mode with a malformed filter name',
      valid({ dataIngestionMode: 'AUTOMATED_FILTERS', filterName: 'Region' }),
      [filterMessages.syntax],
    ],
    // The body's rules are checked before the server looks at which tools it has credentials for.
    [
      'Power BI automated mode without a source visual',
      valid({ biTool: 'POWER_BI', dataIngestionMode: 'AUTOMATED_FILTERS', filterName: 'Sales/Region' }),
      [filterMessages.automatedNeedsVisual],
    ],
    ['a canvas with an x', valid({ pageSize: '1280x720' }), [advancedMessages.wholeNumbers]],
    ['a canvas with decimals', valid({ pageSize: '1280.5*720' }), [advancedMessages.wholeNumbers]],
    ['a canvas too narrow', valid({ pageSize: '99*720' }), [advancedMessages.canvasRange]],
    ['a canvas too tall', valid({ pageSize: '1280*10001' }), [advancedMessages.canvasRange]],
    ['a negative timeout', valid({ timeout: -1 }), [advancedMessages.timeoutNegative]],
    ['a timeout above 180 s', valid({ timeout: 181 }), [advancedMessages.timeoutTooLong]],
    ['a fractional timeout', valid({ timeout: 1.5 }), [advancedMessages.timeoutNumbersOnly]],
    ['a timeout as text', { ...valid(), timeout: 'ten' } as never, [advancedMessages.timeoutNumbersOnly]],
    ['a delay above 60 s', valid({ timeDelay: 61 }), [advancedMessages.delayRange]],
    ['a negative delay', valid({ timeDelay: -1 }), [advancedMessages.delayRange]],
    ['pages to print with :', valid({ pagesToPrint: 'Overview:1' }), [advancedMessages.pagesInvalid]],
    ['pages to print with ;', valid({ pagesToPrint: 'Overview;Countries' }), [advancedMessages.pagesInvalid]],
    ['pages to print with /', valid({ pagesToPrint: 'Overview/Countries' }), [advancedMessages.pagesInvalid]],
    ['an unknown locale', valid({ locale: 'xx-YY' }), [reportMessages.unknownLocale('xx-YY')]],
    ['no report chosen', valid({ userReportId: '  ', reportUrl: '' }), [reportMessages.reportRequired]],
    [
      'several problems at once',
      valid({ userReportId: '', userReportGenerationFilterData: [row({ toEmail: 'x@y' })] }),
      [reportMessages.reportRequired, filterMessages.row(1, emailMessages.invalid('To Email', 'x@y'))],
    ],
    [
      'problems in fields and rows together',
      valid({
        timeout: -5,
        pageSize: '1280 x 720',
        userReportGenerationFilterData: [row({ filterName: 'Region' })],
      }),
      [advancedMessages.timeoutNegative, advancedMessages.wholeNumbers, syntax(1)],
    ],
  ])('refuses %s', async (_, body, problems) => {
    await expectProblems(await save(owner, body), problems)
  })

  it('names the field of each problem', async () => {
    const response = await save(
      owner,
      valid({ timeout: -5, userReportId: '', userReportGenerationFilterData: [row({ toEmail: '' })] }),
    )
    const body = (await response.json()) as ErrorBody
    expect(body.fieldErrors?.map((e) => e.field)).toEqual([
      'timeout',
      'userReportId',
      'userReportGenerationFilterData',
    ])
  })

  // BUG (reported): the locale check is a transform that aborts the object's refinement, so an unknown
  // locale hides every row and mode problem. Flip to `it` once the locale is a refinement.
  it('lists the row problems beside an unknown locale', async () => {
    await expectProblems(
      await save(
        owner,
        valid({ locale: 'zz', userReportGenerationFilterData: [row({ filterName: 'Region' })] }),
      ),
      [reportMessages.unknownLocale('zz'), syntax(1)],
    )
  })

  it.each([
    ['POWER_BI', 'Power BI is not configured on this server.'],
    [
      'TABLEAU_ONLINE',
      'This job is not linked to Tableau Cloud. Link an account in step 2 (Account Authorization) first.',
    ],
    [
      'TABLEAU_SERVER',
      'This job is not linked to Tableau Server. Link an account in step 2 (Account Authorization) first.',
    ],
  ] as const)('refuses %s, which this server or job has no credentials for', async (biTool, message) => {
    const response = await save(owner, valid({ biTool }))
    expect(response.status).toBe(400)
    expect((await response.json())['message']).toBe(message)
  })

  it.each(['', 'abc', '0', '-3', '1.5'])('refuses userJobId=%j', async (id) => {
    await expectProblems(await save(owner, valid(), id), [reportMessages.invalidJobId])
  })

  it('refuses a missing userJobId', async () => {
    await expectProblems(await owner.post('/api/report-job-conf', valid()), [reportMessages.invalidJobId])
    await expectProblems(await owner.get('/api/report-job-conf'), [reportMessages.invalidJobId])
  })

  it('answers 404 for another account’s job', async () => {
    const { client: other } = await signedInClient(t.client(), t.smtp)
    expect((await save(other, valid())).status).toBe(404)
    expect((await other.get(`/api/report-job-conf?userJobId=${jobId}`)).status).toBe(404)
  })
})
