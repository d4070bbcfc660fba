import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { createReportJob, regionRow, runFiles, runNow, waitForRun } from '../../../test/report-jobs.ts'
import type { Refusal } from '../../../test/smtp-sink.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

/** Recipients the sink defers (452) a number of times, and recipients it refuses for good (550). */
const deferrals = new Map<string, number>()
const refused = new Set<string>()
const refuse = (address: string): Refusal | undefined => {
  if (refused.has(address)) return { code: 550, message: 'No such user here' }
  const left = deferrals.get(address) ?? 0
  if (left === 0) return undefined
  deferrals.set(address, left - 1)
  return { code: 452, message: 'Mailbox busy, try again later' }
}

let t: TestHerald
let client: HttpClient
const envelopeOf = (mail: unknown) => (mail as { envelopeTo: string[] }).envelopeTo
const copiesTo = (address: string) => t.smtp.messages.filter((m) => envelopeOf(m).includes(address)).length

beforeAll(async () => {
  t = await startTestHerald({ MAIL_RETRY_SECONDS: '1' }, { refuse })
  client = (await signedInClient(t.client(), t.smtp)).client
  expect((await client.post('/api/notifications', ['alerts@example.com'])).status).toBe(200)
}, 60_000)
afterAll(() => t.stop())

describe('SMTP faults', () => {
  it('retries only the recipient the server deferred (4xx); the others get one copy', async () => {
    const row = regionRow('East', 'defer')
    deferrals.set(row.ccEmail!, 2)
    const jobId = await createReportJob(client, { rows: [row] })
    const runId = await runNow(client, jobId)
    expect(await waitForRun(client, jobId, runId)).toMatchObject({ emailStatus: 'Email Success' })
    expect(copiesTo(row.toEmail!)).toBe(1)
    expect(copiesTo(row.bccEmail!)).toBe(1)
    expect(copiesTo(row.ccEmail!)).toBe(1)
    const retry = t.smtp.messages.find((m) => envelopeOf(m).includes(row.ccEmail!))!
    expect(envelopeOf(retry)).toEqual([row.ccEmail])
    expect(retry.headers.get('message-id')).toBe(
      t.smtp.messages.find((m) => envelopeOf(m).includes(row.toEmail!))!.headers.get('message-id'),
    )
  })

  it('marks a refused recipient (5xx) failed in history and tells the notification recipients', async () => {
    const row = regionRow('West', 'refuse')
    refused.add(row.bccEmail!)
    const jobId = await createReportJob(client, { rows: [row] })
    const runId = await runNow(client, jobId)
    const execution = await waitForRun(client, jobId, runId)
    expect(execution.emailStatus).toBe('Email failed: 1')
    const [file] = await runFiles(client, jobId, runId)
    expect(file!.emailStatus).toMatch(/^Email failed: .*bcc-west-refuse@example\.com: .*550/)
    expect(copiesTo(row.toEmail!)).toBe(1)
    expect(copiesTo(row.bccEmail!)).toBe(0)
    const notice = await t.smtp.waitFor('alerts@example.com', (m) =>
      /could not be delivered/.test(m.subject ?? ''),
    )
    expect(notice.text).toContain('bcc-west-refuse@example.com')
  })

  it('lets the owner resend a failed email from history once the address works', async () => {
    const row = regionRow('North', 'resend')
    refused.add(row.toEmail!)
    const jobId = await createReportJob(client, { rows: [row] })
    const runId = await runNow(client, jobId)
    expect((await waitForRun(client, jobId, runId)).canSendEmails).toBe(true)
    refused.delete(row.toEmail!)
    const sent = await client.post(
      `/api/email/jobExecution/${runId}`,
      {},
      { 'idempotency-key': `send-emails-${runId}` },
    )
    expect(sent.status).toBe(200)
    expect(await sent.json()).toEqual({
      message: 'Emails have been queued successfully and will be sent shortly.',
    })
    expect(await waitForRun(client, jobId, runId, (e) => e.emailStatus === 'Email Success')).toBeTruthy()
    expect(copiesTo(row.toEmail!)).toBe(1)
    expect(copiesTo(row.ccEmail!)).toBe(1)
  })
})
