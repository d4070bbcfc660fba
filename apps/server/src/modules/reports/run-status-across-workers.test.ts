import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import {
  createReportJob,
  everyAcceptedEmailRecorded,
  history,
  pdfText,
  REGIONS,
  runFiles,
  runNow,
} from '../../../test/report-jobs.ts'
import type { SmtpSinkOptions } from '../../../test/smtp-sink.ts'
import { startTestHerald, startWorkerBeside, type TestHerald } from '../../../test/start-test-herald.ts'
import type { HeraldProcess } from '../../../test/herald-process.ts'

/**
 * A run's status across processes (hardening item 7): one web process (this one) and two worker
 * processes on PostgreSQL; one worker is killed with SIGKILL mid-burst while it holds emails the SMTP
 * server has not yet answered. Polling the API as Job Summary and Job History do, the run is never
 * reported finished — nor any email as sent — while a row's email is still owed, and in the end every
 * row is mailed exactly once, to its own recipients, with its own region's PDF.
 */
const ROWS = 30
const sink: SmtpSinkOptions = {}
const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-status-'))
let t: TestHerald
let client: HttpClient
const workers: HeraldProcess[] = []

const startWorker = () => {
  const worker = startWorkerBeside(t, { RENDER_CONCURRENCY: '1', MAIL_RETRY_SECONDS: '1' })
  workers.push(worker)
  return worker
}

const rows = Array.from({ length: ROWS }, (_, i) => ({
  filterName: 'Sales/Region',
  filterValue: REGIONS[i % REGIONS.length]!,
  toEmail: `r${i}-burst@example.com`,
  ccEmail: `c${i}-burst@example.com`,
}))

const envelopeOf = (m: ParsedMail) => (m as unknown as { envelopeTo: string[] }).envelopeTo
const received = (to: string) => t.smtp.messages.filter((m) => envelopeOf(m).includes(to))
const owedRows = () => rows.filter((r) => received(r.toEmail).length === 0).map((r) => r.toEmail)

beforeAll(async () => {
  t = await startTestHerald({ ROLES: 'web,scheduler', DATA_DIR: dataDir }, sink)
  startWorker()
  startWorker()
  client = (await signedInClient(t.client(), t.smtp)).client
}, 60_000)
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()))
  await t.stop()
})

describe('a run with two workers, one killed mid-burst', () => {
  it('stays running until every email is settled, and each row is mailed once', async () => {
    const jobId = await createReportJob(client, { rows })
    // Every email waits a while for its 250, so emails are still in flight when the files are done.
    sink.holdBeforeReplyMs = 1500
    const runId = await runNow(client, jobId)

    let killed = false
    const seen = new Set<string>()
    for (let polls = 0; ; polls++) {
      // What Job Summary and Job History show, then what the SMTP server had received before that.
      const [job, page, files] = await Promise.all([
        client.get(`/api/user-jobs/${jobId}`).then((r) => r.json()),
        history(client, jobId),
        runFiles(client, jobId, runId),
      ])
      const run = page.jobExecutions.find((e) => e.jobExecutionId === runId)!
      const owed = owedRows()
      const finished = !['QUEUED', 'RUNNING'].includes(run.runStatus)
      seen.add(`${run.runStatus}/${job['status']}/${job['hasActiveRun']}`)

      if (owed.length > 0) {
        const why = `poll ${polls}: ${owed.length} email(s) owed, e.g. ${owed[0]}`
        expect(['QUEUED', 'RUNNING'], why).toContain(run.runStatus)
        expect(job['status'], why).not.toBe('SUCCESS')
        expect(job['hasActiveRun'], why).toBe(true)
        expect(run.emailStatus, why).toBe('In Queue')
      }
      for (const file of files) {
        if (file.emailStatus === 'Email Success') {
          expect(received(file.toEmail), `${file.toEmail} shown as sent`).not.toHaveLength(0)
        }
      }
      if (finished && run.emailStatus !== 'In Queue') break

      const sender = workers.find((w) => t.smtp.holdingPorts(500).some((port) => w.ownsConnectionFrom(port)))
      if (!killed && run.generated >= 4 && sender && everyAcceptedEmailRecorded(t.smtp, rows, files)) {
        // Mid-burst, a worker dies while an email it sent waits for the server's 250.
        sender.crash()
        killed = true
      }
      expect(polls, 'the run to finish').toBeLessThan(1500)
      await new Promise((r) => setTimeout(r, 100))
    }

    expect(killed).toBe(true)
    const done = (await history(client, jobId)).jobExecutions.find((e) => e.jobExecutionId === runId)
    expect(done).toMatchObject({ runStatus: 'SUCCESS', generated: ROWS, emailStatus: 'Email Success' })
    for (const row of rows) {
      const copies = received(row.toEmail)
      expect(copies, row.toEmail).toHaveLength(1)
      expect([...envelopeOf(copies[0]!)].sort()).toEqual([row.ccEmail, row.toEmail].sort())
      const text = pdfText(copies[0]!.attachments[0]!.content)
      expect(text).toContain(row.filterValue)
      for (const other of REGIONS.filter((r) => r !== row.filterValue)) expect(text).not.toContain(other)
    }
    // The dead worker's email was taken up by the other one (resent once, flagged as a possible duplicate).
    expect((await runFiles(client, jobId, runId)).filter((f) => f.possibleDuplicate)).not.toHaveLength(0)
    expect(
      t.smtp.messages.filter((m) => envelopeOf(m).some((a) => a.endsWith('-burst@example.com'))),
    ).toHaveLength(ROWS)
  }, 120_000)
})
