import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DestinationView, ExecutionFile } from '@herald/contracts'
import { signedInClient } from '../../../test/auth-flows.ts'
import { startS3FaultProxy, type S3FaultProxy } from '../../../test/fakes/s3-fault-proxy.ts'
import type { HeraldProcess } from '../../../test/herald-process.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import {
  createReportJob,
  pdfText,
  regionRow,
  runFiles,
  runNowThenPause,
  until,
  waitForRun,
} from '../../../test/report-jobs.ts'
import { startTestS3, type TestS3 } from '../../../test/s3-server.ts'
import { startTestHerald, startWorkerBeside, type TestHerald } from '../../../test/start-test-herald.ts'

/**
 * An S3 drop survives a worker killed mid-upload (ADR 0050): nothing is visible while the parts are in flight, and
 * the next worker writes the same keys again, so each row's file lands once, whole, recorded once per destination.
 */
const env = { BI_PRIVATE_HOSTS: '127.0.0.1', DESTINATION_RETRY_SECONDS: '1' }
let t: TestHerald
let client: HttpClient
let s3: TestS3
let proxy: S3FaultProxy
const workers: HeraldProcess[] = []
const startWorker = () => {
  const worker = startWorkerBeside(t, { ...env, RENDER_CONCURRENCY: '1' })
  workers.push(worker)
  return worker
}

beforeAll(async () => {
  s3 = await startTestS3('crash-drops')
  proxy = await startS3FaultProxy(s3.endpoint)
  t = await startTestHerald({ ...env, ROLES: 'web,scheduler' })
  startWorker()
  client = (await signedInClient(t.client(), t.smtp)).client
}, 60_000)
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()))
  await t?.stop()
  await proxy?.close()
  await s3?.close()
})

describe('S3 drops and crashes', () => {
  it('a worker killed mid-upload leaves no object; the next one lands each row’s file once', async () => {
    const regions = ['North', 'South', 'Central']
    const jobId = await createReportJob(client, { rows: regions.map((r) => regionRow(r, 's3-crash')) })
    const response = await client.post(`/api/user-jobs/${jobId}/destinations`, {
      type: 'S3',
      bucket: s3.bucket,
      prefix: 'crash/{filterValue}/',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      endpoint: proxy.endpoint,
      forcePathStyle: true,
    })
    expect(response.status, await response.clone().text()).toBe(201)
    const destination = (await response.json()) as unknown as DestinationView
    proxy.holdParts()
    const runId = await runNowThenPause(client, jobId)
    const first = workers.at(-1)!
    await until('an upload under way', () => proxy.held > 0, 90_000)
    first.crash()
    // The dead worker's upload never completed: no object, not even part of one, is visible.
    expect(await s3.keys('crash/')).toEqual([])
    proxy.releaseParts()
    await until('the browser of the dead worker to exit', () => first.survivors().length === 0, 15_000)
    startWorker()
    await waitForRun(client, jobId, runId, undefined, 120_000)
    let files: ExecutionFile[] = []
    await until(
      'S3 deliveries settled',
      async () => {
        files = await runFiles(client, jobId, runId)
        return files.length === 3 && files.every((f) => f.destinations?.[0]?.status === 'SENT')
      },
      120_000,
    )
    for (const file of files)
      expect(file.destinations).toEqual([
        expect.objectContaining({ destinationId: destination.id, status: 'SENT', possibleDuplicate: false }),
      ])
    expect(await s3.keys('crash/')).toEqual(regions.map((r) => `crash/${r}/Sales - ${r}.pdf`).sort())
    for (const region of regions)
      expect(pdfText(await s3.read(`crash/${region}/Sales - ${region}.pdf`))).toContain(region)
  }, 240_000)
})
