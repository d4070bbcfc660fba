import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { startRemoteChromium, type RemoteChromium } from '../../../test/remote-chromium.ts'
import { createReportJob, pdfText, regionRow, runNow, waitForRun } from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

let remote: RemoteChromium
let t: TestHerald
let client: HttpClient

beforeAll(async () => {
  remote = await startRemoteChromium()
  // No local Chromium to fall back on: every render must go over CDP to the remote one.
  t = await startTestHerald({
    CHROMIUM_WS_ENDPOINT: remote.wsEndpoint,
    CHROMIUM_PATH: '/nonexistent/chromium',
  })
  client = (await signedInClient(t.client(), t.smtp)).client
}, 60_000)
afterAll(async () => {
  await t.stop()
  await remote.close()
})

describe('a worker on a remote Chromium (CHROMIUM_WS_ENDPOINT)', () => {
  it('renders each row’s PDF there and emails it', async () => {
    const rows = ['East', 'West'].map((region) => regionRow(region, 'pdf'))
    const jobId = await createReportJob(client, { rows })
    const runId = await runNow(client, jobId)
    expect(await waitForRun(client, jobId, runId)).toMatchObject({ runStatus: 'SUCCESS', generated: 2 })
    for (const row of rows) {
      const mail = await t.smtp.waitFor(row.toEmail!)
      expect(pdfText(mail.attachments[0]!.content)).toContain(row.filterValue)
    }
  })
})
