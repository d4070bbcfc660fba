import type { ErrorBody } from '@herald/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from './auth-flows.ts'
import type { HttpClient } from './http-client.ts'
import { createJob, regionRow, sampleReport } from './report-jobs.ts'
import { startTestHerald, type TestHerald } from './start-test-herald.ts'

/**
 * Ids are PostgreSQL integers: an id beyond 2,147,483,647 names nothing, so it is a 404 'Not found' on every
 * route that takes one (path, query or body), like any other id that does not exist.
 */
const BEYOND = '2147483648'
const HUGE = '99999999999999999999999'
let t: TestHerald
let client: HttpClient
let jobId: number

beforeAll(async () => {
  t = await startTestHerald()
  client = (await signedInClient(t.client(), t.smtp)).client
  jobId = await createJob(client)
})
afterAll(() => t.stop())

const job = {
  name: 'Weekly',
  timeZone: 'Europe/London',
  jobRunFrequency: 'MONTHLY',
  userJobStartTime: `${new Date().getUTCFullYear() + 1}-01-01T10:00:00`,
}

const calls = (id: string): Array<[string, string, unknown?]> => [
  ['GET', `/api/user-jobs/${id}`],
  ['DELETE', `/api/user-jobs/${id}`],
  ['POST', `/api/user-jobs/clone/${id}`],
  ['POST', `/api/user-jobs/activate/${id}`],
  ['POST', `/api/user-jobs/pause/${id}`],
  ['POST', `/api/user-jobs/run/${id}`],
  ['POST', `/api/user-jobs/stop/${id}`],
  ['PUT', '/api/user-jobs', { ...job, id: Number(id) }],
  ['GET', `/api/user-jobs/user-job-executions/${id}`],
  ['GET', `/api/user-jobs/user-job-executions/${id}/runs/1/files`],
  ['GET', `/api/user-jobs/user-job-executions/${jobId}/runs/${id}/files`],
  ['POST', `/api/email/jobExecution/${id}`],
  ['GET', `/api/files/${id}/pdf`],
  ['GET', `/api/report-job-conf?userJobId=${id}`],
  [
    'POST',
    `/api/report-job-conf?userJobId=${id}`,
    sampleReport({ userReportGenerationFilterData: [regionRow('East', 'i')] }),
  ],
  ['GET', `/api/job-email-config?userJobId=${id}`],
  [
    'POST',
    `/api/job-email-config?userJobId=${id}`,
    { fromEmail: 'a@example.com', emailTitle: 'Hello', emailBody: '' },
  ],
  ['GET', `/api/automated-filters/${id}`],
  ['GET', `/api/automated-filters/${id}/preview`],
  ['POST', '/api/automated-filters', { userJobId: Number(id) }],
  ['GET', `/api/job/${id}/sample/workspaces`],
  ['GET', `/api/job/${id}/sample/workspace/sample/reports`],
  ['GET', `/api/job/${id}/sample/report/sales-overview/pages`],
  ['GET', `/api/job/${id}/sample/report/sales-overview/visuals`],
  ['GET', `/api/job/${id}/sample/report/sales-overview/preview`],
  ['GET', `/api/job/${id}/sample/report/sales-overview/filter-values?filterName=Sales/Region`],
]

describe('an id beyond the integer range is a 404', () => {
  it.each([BEYOND, HUGE])('%s on every route that takes an id', async (id) => {
    const answers: string[] = []
    for (const [method, path, body] of calls(id)) {
      const response = await client.request(method, path, body)
      const text = await response.text()
      const message = response.status === 404 ? (JSON.parse(text) as ErrorBody).message : text
      answers.push(`${method} ${path} → ${response.status} ${message}`)
    }
    expect(answers).toEqual(calls(id).map(([method, path]) => `${method} ${path} → 404 Not found`))
  })
})
