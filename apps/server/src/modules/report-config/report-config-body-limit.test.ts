import { REPORT_CONF_BODY_LIMIT, type FilterRowInput, type ReportJobConfView } from '@herald/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { createJob, sampleReport } from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

/**
 * The schema allows 10,000 filter rows; the save endpoint's body limit must take them with real recipient
 * lists (ADR 0042), and a body beyond it is a 413 that names the limit.
 */
let t: TestHerald
let owner: HttpClient

beforeAll(async () => {
  t = await startTestHerald()
  owner = (await signedInClient(t.client(), t.smtp)).client
})
afterAll(() => t.stop())

const ROWS = 10_000
const list = (role: string, i: number, count: number) =>
  Array.from({ length: count }, (_, k) => `${role}.${k}.customer-${i}@regional-sales.example.com`).join(';')
/** A row as a real burst has it: a customer name as the value, three To, two CC and two BCC addresses. */
const row = (i: number): FilterRowInput => ({
  filterName: 'Customers<>Customer/Customer Name',
  filterValue: `Customer ${i} Trading Company International Ltd`,
  toEmail: list('to', i, 3),
  ccEmail: list('cc', i, 2),
  bccEmail: list('bcc', i, 2),
})
const save = (jobId: number, body: unknown) => owner.post(`/api/report-job-conf?userJobId=${jobId}`, body)

describe('the report task’s body limit', () => {
  it('saves 10,000 rows with real To / CC / BCC lists, well past the server’s 1 MiB', async () => {
    const jobId = await createJob(owner)
    const body = sampleReport({
      userReportGenerationFilterData: Array.from({ length: ROWS }, (_, i) => row(i)),
    })
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(4 * 1024 * 1024)

    const saved = await save(jobId, body)
    expect(saved.status, await saved.clone().text()).toBe(200)
    const view = (await saved.json()) as unknown as ReportJobConfView
    expect(view.userReportGenerationFilterData).toHaveLength(ROWS)
    expect(view.userReportGenerationFilterData[ROWS - 1]!.bccEmail).toBe(list('bcc', ROWS - 1, 2))
  })

  it('answers a body beyond the limit with a 413 naming it', async () => {
    const jobId = await createJob(owner)
    const padding = 'x'.repeat(REPORT_CONF_BODY_LIMIT)
    const response = await save(jobId, sampleReport({ filePrefix: padding }))
    expect(response.status).toBe(413)
    expect((await response.json())['message']).toBe(
      'The request body is larger than this endpoint accepts (16 MiB).',
    )
  })
})
