import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { safeSendingMessages } from '@herald/contracts'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { createReportJob, history, regionRow, runFiles, waitForRun } from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

/** Send a test to yourself (ADR 0043), through HTTP, checked at the SMTP sink. */
let t: TestHerald
let client: HttpClient
let me: string

beforeAll(async () => {
  t = await startTestHerald({ MAIL_RETRY_SECONDS: '1' })
  ;({ client, email: me } = await signedInClient(t.client(), t.smtp))
}, 60_000)
afterAll(async () => {
  await t?.stop()
})

const envelopeOf = (mail: ParsedMail) => (mail as unknown as { envelopeTo: string[] }).envelopeTo
const mailsTo = (address: string) => t.smtp.messages.filter((m) => envelopeOf(m).includes(address))

async function getJob(jobId: number) {
  const response = await client.get(`/api/user-jobs/${jobId}`)
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

async function testSend(jobId: number, body: Record<string, unknown>) {
  return client.post(`/api/user-jobs/${jobId}/test-send`, body)
}

describe('send a test to yourself', () => {
  it('emails the first active row only to the signed-in user, "[Test] " first, and leaves the job’s runs and schedule alone', async () => {
    const rows = [
      { ...regionRow('North', 'test-off'), isActive: false },
      regionRow('East', 'test'),
      regionRow('West', 'test'),
    ]
    const jobId = await createReportJob(client, { rows })
    const before = await getJob(jobId)
    const response = await testSend(jobId, {})
    expect(response.status, await response.clone().text()).toBe(202)
    const { runId } = (await response.json()) as { runId: number }
    const run = await waitForRun(client, jobId, runId)
    expect(run).toMatchObject({
      trigger: 'TEST',
      runStatus: 'SUCCESS',
      generated: 1,
      emailStatus: 'Email Success',
    })

    const mail = await t.smtp.waitFor(me, (m) => m.attachments.length > 0)
    expect(mail.subject).toBe('[Test] Your report Sales - East')
    expect(envelopeOf(mail)).toEqual([me])
    expect(mail.attachments.map((a) => a.filename)).toEqual(['Sales - East.pdf'])
    for (const row of rows)
      for (const address of [row.toEmail!, row.ccEmail!, row.bccEmail!]) expect(mailsTo(address)).toEqual([])
    expect(await runFiles(client, jobId, runId)).toMatchObject([{ toEmail: me, ccEmail: '', bccEmail: '' }])

    const after = await getJob(jobId)
    for (const field of ['nextRun', 'lastRun', 'status', 'jobStatusDetails', 'jobDuration'])
      expect(after[field], field).toEqual(before[field])
    expect((await history(client, jobId)).jobExecutions.map((e) => e.trigger)).toEqual(['TEST'])
  })

  it('sends the chosen rows to the one address typed, and refuses what it cannot do with a 4xx that says why', async () => {
    const rows = [regionRow('East', 'chosen'), regionRow('West', 'chosen'), regionRow('South', 'chosen')]
    const jobId = await createReportJob(client, { rows })
    const to = `tester-${jobId}@example.com`
    const response = await testSend(jobId, { rows: [0, 2], to })
    expect(response.status, await response.clone().text()).toBe(202)
    const { runId } = (await response.json()) as { runId: number }
    expect(await waitForRun(client, jobId, runId)).toMatchObject({ trigger: 'TEST', generated: 2 })
    await t.smtp.waitFor(to, (m) => m.subject === '[Test] Your report Sales - South')
    const subjects = mailsTo(to).map((m) => m.subject)
    expect(subjects.sort()).toEqual(['[Test] Your report Sales - East', '[Test] Your report Sales - South'])
    for (const row of rows)
      for (const address of [row.toEmail!, row.ccEmail!, row.bccEmail!]) expect(mailsTo(address)).toEqual([])

    const refused = async (body: Record<string, unknown>, status: number, message: string) => {
      const answer = await testSend(jobId, body)
      expect(answer.status).toBe(status)
      expect(await answer.text()).toContain(message)
    }
    await refused({ rows: [3] }, 400, safeSendingMessages.noSuchRow(3, 3))
    await refused({ rows: [0, 1, 2, 3, 4, 5] }, 400, safeSendingMessages.tooManyRows)
    await refused({ rows: [1, 1] }, 400, safeSendingMessages.duplicateRow)
    await refused({ to: 'a@example.com; b@example.com' }, 400, safeSendingMessages.oneAddress)
    const other = (await signedInClient(t.client(), t.smtp)).client
    const foreign = await other.post(`/api/user-jobs/${jobId}/test-send`, {})
    expect(foreign.status).toBe(404)
  })

  it('says so when the job has no report task yet', async () => {
    const created = await client.post('/api/user-jobs', {
      name: 'Unconfigured',
      timeZone: 'Europe/London',
      jobRunFrequency: 'MONTHLY',
      userJobStartTime: `${new Date().getUTCFullYear() + 1}-01-01T10:00:00`,
    })
    const jobId = (await created.json())['id'] as number
    const answer = await testSend(jobId, {})
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain(safeSendingMessages.notConfigured)
  })
})
