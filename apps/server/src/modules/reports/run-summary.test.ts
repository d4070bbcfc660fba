// What a finished run tells its owner and the log (ADR 0051): Job Summary's details count the files and the
// emails of the last run, and the log has one readable line when a run starts and when it finishes.
import { Writable } from 'node:stream'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { createReportJob, regionRow, runNow, until, waitForRun } from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

let t: TestHerald
let client: HttpClient
const lines: Array<Record<string, unknown>> = []

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  t = await startTestHerald({}, {}, pino({ level: 'info' }, sink))
  client = (await signedInClient(t.client(), t.smtp)).client
}, 90_000)
afterAll(() => t.stop(), 60_000)

const linesOf = (runId: number) => lines.filter((line) => line['runId'] === runId)

describe('a run, summed up', () => {
  it('shows files and emails on Job Summary and logs one line when it starts and one when it ends', async () => {
    const rows = [regionRow('East', 'summary'), regionRow('West', 'summary')]
    const jobId = await createReportJob(client, { rows })
    const runId = await runNow(client, jobId)
    await waitForRun(client, jobId, runId)
    for (const row of rows) await t.smtp.waitFor(row.toEmail!)

    const job = await (await client.get(`/api/user-jobs/${jobId}`)).json()
    expect(job['jobStatusDetails']).toBe('Generated: 2, Emailed: 2')

    await until('the run finished line', () =>
      linesOf(runId).some((l) => String(l['msg']).startsWith('run SUCCESS')),
    )
    const [started, finished] = [
      linesOf(runId).find((l) => String(l['msg']).startsWith('run started')),
      linesOf(runId).find((l) => String(l['msg']).startsWith('run SUCCESS')),
    ]
    expect(started).toMatchObject({ area: 'reports', jobId, trigger: 'MANUAL', rows: 2 })
    expect(started!['msg']).toMatch(/^run started: job ".+" \(#\d+, manual\): 2 row\(s\) to render$/)
    expect(finished).toMatchObject({ area: 'reports', jobId, generated: 2, emailed: 2, emailsFailed: 0 })
    expect(finished!['msg']).toMatch(
      /^run SUCCESS: job ".+" \(#\d+, manual\): 2 file\(s\), 2 email\(s\) sent in \d+\.\d s$/,
    )
  })

  it('says when the emails are off: the files only', async () => {
    const jobId = await createReportJob(client, {
      rows: [regionRow('North', 'summary-off')],
      email: { isActive: false },
    })
    const runId = await runNow(client, jobId)
    await waitForRun(client, jobId, runId)
    const job = await (await client.get(`/api/user-jobs/${jobId}`)).json()
    expect(job['jobStatusDetails']).toBe('Generated: 1')
  })
})
