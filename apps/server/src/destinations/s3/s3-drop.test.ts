import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { destinationMessages, type DestinationView, type ExecutionFile } from '@herald/contracts'
import { signedInClient } from '../../../test/auth-flows.ts'
import { startS3FaultProxy, type S3FaultProxy } from '../../../test/fakes/s3-fault-proxy.ts'
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
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

/**
 * S3 drops (ADR 0050) over HTTP against a real S3-protocol server (s3rver): the set-up checks the key may write
 * and says what is wrong; a burst lands whole objects under each row's prefix, once; a missing bucket fails
 * visibly; SlowDown is waited out with backoff; the secret access key is never answered.
 */
const BUCKET = 'customer-drops'
const SECRET = 'S3RVER'
let t: TestHerald
let client: HttpClient
let s3: TestS3
let proxy: S3FaultProxy

beforeAll(async () => {
  s3 = await startTestS3(BUCKET)
  proxy = await startS3FaultProxy(s3.endpoint)
  t = await startTestHerald({ BI_PRIVATE_HOSTS: '127.0.0.1', DESTINATION_RETRY_SECONDS: '1' })
  client = (await signedInClient(t.client(), t.smtp)).client
}, 60_000)
afterAll(async () => {
  await t?.stop()
  await proxy?.close()
  await s3?.close()
})

const settings = (change: Record<string, unknown> = {}) => ({
  type: 'S3',
  bucket: BUCKET,
  prefix: 'drops/{filterValue}/',
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: SECRET,
  endpoint: s3.endpoint,
  forcePathStyle: true,
  ...change,
})

const add = (jobId: number, change: Record<string, unknown> = {}) =>
  client.post(`/api/user-jobs/${jobId}/destinations`, settings(change))

async function addS3(jobId: number, change: Record<string, unknown> = {}): Promise<DestinationView> {
  const response = await add(jobId, change)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as unknown as DestinationView
}

async function refusal(jobId: number, change: Record<string, unknown>): Promise<string> {
  const response = await add(jobId, change)
  expect(response.status, await response.clone().text()).toBe(400)
  return ((await response.json()) as { message: string }).message
}

async function settled(jobId: number, runId: number): Promise<ExecutionFile[]> {
  let files: ExecutionFile[] = []
  await until(
    'S3 deliveries settled',
    async () => {
      files = await runFiles(client, jobId, runId)
      return (
        files.length > 0 &&
        files.every((f) =>
          (f.destinations ?? []).every((d) => ['SENT', 'FAILED', 'UNCERTAIN'].includes(d.status)),
        )
      )
    },
    120_000,
  )
  return files
}

describe('S3 drops', () => {
  it('set-up says what is wrong — bucket, key, private endpoint, fields — and never answers the secret', async () => {
    const jobId = await createReportJob(client, { rows: [regionRow('East', 's3-setup')] })
    expect(await refusal(jobId, { bucket: 'no-such-bucket' })).toBe(
      `The bucket no-such-bucket does not exist at 127.0.0.1:${new URL(s3.endpoint).port} (NoSuchBucket). Check the bucket’s name and the endpoint.`,
    )
    expect(await refusal(jobId, { accessKeyId: 'AKIAWRONGKEY0001' })).toContain('(InvalidAccessKeyId)')
    expect(await refusal(jobId, { endpoint: 'https://10.1.2.3:9000' })).toBe(
      destinationMessages.privateHost('10.1.2.3'),
    )
    expect(await refusal(jobId, { endpoint: 'http://s3.example.com' })).toBe(
      destinationMessages.httpsOnly('s3.example.com'),
    )
    expect(await refusal(jobId, { bucket: 'Not_A_Bucket' })).toContain(destinationMessages.s3Bucket)
    expect(await refusal(jobId, { prefix: 'drops/../other/' })).toContain(destinationMessages.s3Prefix)
    expect(await refusal(jobId, { region: '' })).toContain(destinationMessages.s3Region)
    expect(await s3.keys()).toEqual([])

    const added = await addS3(jobId)
    expect(added.label).toBe(`S3 ${BUCKET}/drops/{filterValue}`)
    expect(added.settings).toEqual({
      bucket: BUCKET,
      prefix: 'drops/{filterValue}/',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: 'true',
      accessKeyId: '…RVER',
    })
    expect(added).not.toHaveProperty('secret')
    const listed = await client.get(`/api/user-jobs/${jobId}/destinations`)
    expect(JSON.stringify(await listed.json())).not.toContain(`"${SECRET}"`)
    // The access check left nothing in the bucket.
    expect(await s3.keys()).toEqual([])

    const test = await client.post(`/api/user-jobs/${jobId}/destinations/${added.id}/test`, {})
    expect(test.status, await test.clone().text()).toBe(200)
    // A test send fills the prefix with the job's first row.
    expect(await s3.keys()).toEqual(['drops/East/herald-test.txt'])
    expect((await s3.read('drops/East/herald-test.txt')).toString()).toContain('Test from Herald')
  }, 60_000)

  it('a burst of 3 rows lands 3 whole objects, each under its row’s prefix, once; history shows each', async () => {
    const regions = ['North', 'South', 'Central']
    const jobId = await createReportJob(client, { rows: regions.map((r) => regionRow(r, 's3-burst')) })
    const destination = await addS3(jobId, { prefix: 'burst/{filterValue}' })
    const runId = await runNowThenPause(client, jobId)
    await waitForRun(client, jobId, runId, undefined, 120_000)
    const files = await settled(jobId, runId)
    expect(files).toHaveLength(3)
    for (const file of files)
      expect(file.destinations).toEqual([
        {
          destinationId: destination.id,
          type: 'S3',
          label: `S3 ${BUCKET}/burst/{filterValue}`,
          status: 'SENT',
          error: null,
          possibleDuplicate: false,
        },
      ])
    expect(await s3.keys('burst/')).toEqual(regions.map((r) => `burst/${r}/Sales - ${r}.pdf`).sort())
    for (const region of regions) {
      const text = pdfText(await s3.read(`burst/${region}/Sales - ${region}.pdf`))
      expect(text).toContain(region)
      for (const other of regions.filter((r) => r !== region)) expect(text).not.toContain(other)
    }
  }, 180_000)

  it('a bucket gone since the set-up fails the delivery for good, visibly in history, and the test says so', async () => {
    await s3.createBucket('customer-gone')
    const jobId = await createReportJob(client, { rows: [regionRow('West', 's3-gone')] })
    const destination = await addS3(jobId, { bucket: 'customer-gone', prefix: '' })
    await s3.deleteBucket('customer-gone')
    const runId = await runNowThenPause(client, jobId)
    await waitForRun(client, jobId, runId, undefined, 120_000)
    const [file] = await settled(jobId, runId)
    const message = `The bucket customer-gone does not exist at 127.0.0.1:${new URL(s3.endpoint).port} (NoSuchBucket). Check the bucket’s name and the endpoint.`
    expect(file!.destinations).toEqual([
      expect.objectContaining({ destinationId: destination.id, status: 'FAILED', error: message }),
    ])
    const test = await client.post(`/api/user-jobs/${jobId}/destinations/${destination.id}/test`, {})
    expect(test.status).toBe(400)
    expect(((await test.json()) as { message: string }).message).toBe(message)
  }, 180_000)

  it('SlowDown from the store is retried with backoff until the object lands, once', async () => {
    const jobId = await createReportJob(client, { rows: [regionRow('East', 's3-slow')] })
    await addS3(jobId, { endpoint: proxy.endpoint, prefix: 'slow/' })
    proxy.slowDown(2)
    const runId = await runNowThenPause(client, jobId)
    await waitForRun(client, jobId, runId, undefined, 120_000)
    const [file] = await settled(jobId, runId)
    expect(file!.destinations).toEqual([expect.objectContaining({ status: 'SENT', error: null })])
    expect(proxy.slowedDown).toBe(2)
    expect(await s3.keys('slow/')).toEqual(['slow/Sales - East.pdf'])
    expect(pdfText(await s3.read('slow/Sales - East.pdf'))).toContain('East')
  }, 180_000)
})
