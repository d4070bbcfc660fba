import { inputMessages, type ErrorBody } from '@herald/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient, uniqueEmail } from './auth-flows.ts'
import type { HttpClient } from './http-client.ts'
import { createJob, regionRow, sampleReport } from './report-jobs.ts'
import { startTestHerald, type TestHerald } from './start-test-herald.ts'

/**
 * PostgreSQL cannot store the NUL character in text: a NUL in any text field is refused with a 400 that
 * names the field, on the routes Herald validates and on the sign-in routes handed to the auth library.
 */
const NUL = '\u0000'
let t: TestHerald
let client: HttpClient
let jobId: number

beforeAll(async () => {
  t = await startTestHerald()
  client = (await signedInClient(t.client(), t.smtp)).client
  jobId = await createJob(client)
})
afterAll(() => t.stop())

async function expectRefused(response: Response, field: string) {
  const body = (await response.json()) as ErrorBody
  expect(response.status, JSON.stringify(body)).toBe(400)
  expect(body.message).toBe(inputMessages.nulCharacter(field))
  expect(body.fieldErrors).toEqual([{ field, message: inputMessages.nulCharacter(field) }])
}

const job = {
  name: 'Weekly',
  timeZone: 'Europe/London',
  jobRunFrequency: 'MONTHLY',
  userJobStartTime: `${new Date().getUTCFullYear() + 1}-01-01T10:00:00`,
}
const email = {
  fromEmail: 'reports@example.com',
  emailTitle: 'Report',
  emailBody: '<p>Hi</p>',
}

describe('a NUL character is refused with a 400 naming the field', () => {
  it.each<[string, () => Promise<Response>, string]>([
    ['job name', () => client.post('/api/user-jobs', { ...job, name: `Week${NUL}ly` }), 'name'],
    [
      'first name (registration)',
      () => t.client().post('/api/register', { firstName: `A${NUL}da`, email: uniqueEmail(), langKey: 'en' }),
      'firstName',
    ],
    [
      'first name (account)',
      () => client.post('/api/account', { firstName: `A${NUL}da`, langKey: 'en' }),
      'firstName',
    ],
    [
      'email title',
      () => client.post(`/api/job-email-config?userJobId=${jobId}`, { ...email, emailTitle: `R${NUL}` }),
      'emailTitle',
    ],
    [
      'email body',
      () => client.post(`/api/job-email-config?userJobId=${jobId}`, { ...email, emailBody: `<p>${NUL}</p>` }),
      'emailBody',
    ],
    [
      'file prefix',
      () =>
        client.post(
          `/api/report-job-conf?userJobId=${jobId}`,
          sampleReport({
            filePrefix: `Sales${NUL}`,
            userReportGenerationFilterData: [regionRow('East', 'n')],
          }),
        ),
      'filePrefix',
    ],
    [
      'filter value',
      () =>
        client.post(
          `/api/report-job-conf?userJobId=${jobId}`,
          sampleReport({
            userReportGenerationFilterData: [
              regionRow('East', 'n'),
              { ...regionRow('West', 'n'), filterValue: `W${NUL}` },
            ],
          }),
        ),
      'userReportGenerationFilterData.1.filterValue',
    ],
    [
      'reset token (check)',
      () => t.client().post('/api/account/reset-password/check', { token: `ab${NUL}cd` }),
      'token',
    ],
    [
      'reset token (reset)',
      () =>
        t.client().post('/api/auth/reset-password', { newPassword: 'a long new password', token: `t${NUL}` }),
      'token',
    ],
    [
      'email (password sign-in)',
      () =>
        t.client().post('/api/auth/sign-in/email', { email: `a${NUL}@example.com`, password: 'whatever1' }),
      'email',
    ],
    ['notification recipient', () => client.post('/api/notifications', [`a${NUL}@example.com`]), '0'],
  ])('%s', async (_what, send, field) => {
    await expectRefused(await send(), field)
  })
})
