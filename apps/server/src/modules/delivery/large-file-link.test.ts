import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { EMAIL_SIZE_LIMIT_BYTES } from '@herald/contracts'
import { signedInClient } from '../../../test/auth-flows.ts'
import { startFakeTableau, type FakeTableau } from '../../../test/fakes/fake-tableau.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import {
  createJob,
  pdfText,
  regionRow,
  runFiles,
  runNow,
  until,
  waitForRun,
} from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'
import { linkTableau, tableauReport } from '../../../test/tableau-jobs.ts'

/** A file over the 40 MB limit goes as a secure link instead of failing its email (ADR 0049). */
let t: TestHerald
let tableau: FakeTableau
let client: HttpClient

beforeAll(async () => {
  tableau = await startFakeTableau({ latencyMs: 2 })
  t = await startTestHerald({ BI_PRIVATE_HOSTS: '127.0.0.1' })
  client = (await signedInClient(t.client(), t.smtp)).client
}, 60_000)
afterAll(async () => {
  await t?.stop()
  await tableau?.close()
})

const envelopeOf = (mail: ParsedMail) => (mail as unknown as { envelopeTo: string[] }).envelopeTo

it('sends a link, not the 41 MB attachment, and the link downloads the whole file', async () => {
  const view = tableau.catalog.views.find((v) => v.name === 'Regional Sales')!
  view.pdfBytes = EMAIL_SIZE_LIMIT_BYTES + 1024 * 1024
  const jobId = await createJob(client)
  await linkTableau(client, jobId, tableau)
  const rows = [regionRow('East', 'big')]
  const saved = await client.post(
    `/api/report-job-conf?userJobId=${jobId}`,
    tableauReport(tableau, 'Regional Sales', { userReportGenerationFilterData: rows }),
  )
  expect(saved.status, await saved.clone().text()).toBe(200)
  const email = await client.post(`/api/job-email-config?userJobId=${jobId}`, {
    fromEmail: 'reports@example.com',
    emailTitle: 'Big report {fileName}',
  })
  expect(email.status).toBe(200)
  const runId = await runNow(client, jobId)
  const done = await waitForRun(client, jobId, runId, undefined, 120_000)
  expect(done.emailStatus, JSON.stringify(await runFiles(client, jobId, runId))).toBe('Email Success')
  await until('the email', () =>
    t.smtp.messages.some((m) => envelopeOf(m).includes('to-east-big@example.com')),
  )
  const mail = t.smtp.messages.find((m) => envelopeOf(m).includes('to-east-big@example.com'))!
  expect(mail.attachments).toHaveLength(0)
  expect(mail.text).toContain('larger than an email may carry (40 MB)')
  const url = /https?:\/\/\S+\/l\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')![0]
  const download = await t.client().get(new URL(url).pathname)
  expect(download.status).toBe(200)
  const pdf = Buffer.from(await download.arrayBuffer())
  expect(pdf.length).toBe(view.pdfBytes)
  expect(pdfText(pdf)).toContain('East')
}, 180_000)
