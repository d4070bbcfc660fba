import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  destinationMessages,
  sftpHostKeyOf,
  type DestinationView,
  type ExecutionFile,
} from '@herald/contracts'
import { signedInClient } from '../../../test/auth-flows.ts'
import { startSftpDropServer, type SftpDropServer } from '../../../test/fakes/sftp-drop-server.ts'
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
import { startTestHerald, startWorkerBeside, type TestHerald } from '../../../test/start-test-herald.ts'

/**
 * SFTP drops (ADR 0050) against a real SFTP server (ssh2's Server over a temporary directory): the host key
 * answered at set-up and pinned; a burst written whole under temporary names and renamed, even when the worker
 * is killed mid-upload; a changed host key fails visibly.
 */
const env = { BI_PRIVATE_HOSTS: '127.0.0.1', DESTINATION_RETRY_SECONDS: '1' }
let t: TestHerald
let client: HttpClient
let sftp: SftpDropServer
const workers: HeraldProcess[] = []
const startWorker = () => {
  const worker = startWorkerBeside(t, { ...env, RENDER_CONCURRENCY: '1' })
  workers.push(worker)
  return worker
}

beforeAll(async () => {
  sftp = await startSftpDropServer()
  t = await startTestHerald({ ...env, ROLES: 'web,scheduler' })
  startWorker()
  client = (await signedInClient(t.client(), t.smtp)).client
}, 60_000)
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()))
  await t?.stop()
  await sftp?.close()
})

const settings = (change: Record<string, unknown> = {}) => ({
  type: 'SFTP',
  host: sftp.host,
  port: sftp.port,
  username: sftp.username,
  password: sftp.password,
  folder: '/drops/{filterValue}',
  ...change,
})

async function addSftp(jobId: number, change: Record<string, unknown> = {}): Promise<DestinationView> {
  const response = await client.post(`/api/user-jobs/${jobId}/destinations`, settings(change))
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as unknown as DestinationView
}

async function settled(jobId: number, runId: number): Promise<ExecutionFile[]> {
  let files: ExecutionFile[] = []
  await until(
    'SFTP deliveries settled',
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

describe('SFTP drops', () => {
  it('set-up answers the server’s host key to confirm, pins it, and refuses a bad sign-in or an unlisted private host', async () => {
    const jobId = await createReportJob(client, { rows: [regionRow('East', 'sftp-setup')] })
    const unpinned = await client.post(`/api/user-jobs/${jobId}/destinations`, settings())
    expect(unpinned.status).toBe(400)
    const message = ((await unpinned.json()) as { message: string }).message
    expect(message).toBe(destinationMessages.sftpConfirmHostKey(sftp.fingerprint()))
    expect(sftpHostKeyOf(message)).toBe(sftp.fingerprint())

    const wrongKey = await client.post(
      `/api/user-jobs/${jobId}/destinations`,
      settings({ hostKeySha256: `SHA256:${'A'.repeat(43)}` }),
    )
    expect(wrongKey.status).toBe(400)
    expect(await wrongKey.text()).toContain('host key has changed')

    const badPassword = await client.post(
      `/api/user-jobs/${jobId}/destinations`,
      settings({ hostKeySha256: sftp.fingerprint(), password: 'not-the-password' }),
    )
    expect(badPassword.status).toBe(400)
    expect(await badPassword.text()).toContain('refused the sign-in of dropper')

    const both = await client.post(
      `/api/user-jobs/${jobId}/destinations`,
      settings({ hostKeySha256: sftp.fingerprint(), privateKey: 'x' }),
    )
    expect(both.status).toBe(400)
    expect(await both.text()).toContain(destinationMessages.sftpAuth)

    const privateHost = await client.post(
      `/api/user-jobs/${jobId}/destinations`,
      settings({ host: '10.1.2.3', hostKeySha256: sftp.fingerprint() }),
    )
    expect(privateHost.status).toBe(400)
    expect(await privateHost.text()).toContain(destinationMessages.privateHost('10.1.2.3'))

    const added = await addSftp(jobId, { hostKeySha256: sftp.fingerprint() })
    expect(added.label).toBe(`SFTP 127.0.0.1:${sftp.port}/drops/{filterValue}`)
    expect(added.settings).toEqual({
      host: '127.0.0.1',
      port: String(sftp.port),
      username: 'dropper',
      folder: '/drops/{filterValue}',
      hostKeySha256: sftp.fingerprint(),
      auth: 'password',
    })
    const listed = await client.get(`/api/user-jobs/${jobId}/destinations`)
    expect(await listed.text()).not.toContain(sftp.password)

    const test = await client.post(`/api/user-jobs/${jobId}/destinations/${added.id}/test`, {})
    expect(test.status, await test.clone().text()).toBe(200)
    // A test send fills the folder with the job's first row.
    expect(sftp.list('drops')).toEqual(['East/herald-test.txt'])
  }, 60_000)

  it('a burst of 3 rows lands as 3 whole files, each in its row’s folder, though the worker is killed mid-upload', async () => {
    const regions = ['North', 'South', 'Central']
    const jobId = await createReportJob(client, { rows: regions.map((r) => regionRow(r, 'sftp-burst')) })
    const destination = await addSftp(jobId, {
      hostKeySha256: sftp.fingerprint(),
      folder: '/burst/{filterValue}',
    })
    sftp.holdWrites()
    const writesBefore = sftp.writes
    const runId = await runNowThenPause(client, jobId)
    const first = workers.at(-1)!
    await until('an upload under way', () => sftp.writes > writesBefore, 90_000)
    first.crash()
    // What the dead worker left is only under a temporary name: no reader sees a half-written report.
    const leftBehind = sftp.list('burst')
    expect(leftBehind.length).toBeGreaterThan(0)
    for (const entry of leftBehind) expect(entry).toMatch(/^\w+\/\.Sales - \w+\.pdf\.msg_[\w-]+\.part$/)
    // Nothing of the dead worker's held write ever lands; the next worker writes freely.
    sftp.releaseWrites()
    await until('the browser of the dead worker to exit', () => first.survivors().length === 0, 15_000)
    startWorker()
    await waitForRun(client, jobId, runId, undefined, 120_000)
    const files = await settled(jobId, runId)
    expect(files).toHaveLength(3)
    for (const file of files)
      expect(file.destinations).toEqual([
        expect.objectContaining({ destinationId: destination.id, type: 'SFTP', status: 'SENT', error: null }),
      ])
    expect(sftp.list('burst')).toEqual(regions.map((r) => `${r}/Sales - ${r}.pdf`).sort())
    for (const region of regions) {
      const text = pdfText(sftp.read(`burst/${region}/Sales - ${region}.pdf`))
      expect(text).toContain(region)
      for (const other of regions.filter((r) => r !== region)) expect(text).not.toContain(other)
    }
  }, 240_000)

  it('a changed host key fails the delivery for good, visibly in history, and nothing is written', async () => {
    const jobId = await createReportJob(client, { rows: [regionRow('West', 'sftp-key')] })
    const pinned = sftp.fingerprint()
    const destination = await addSftp(jobId, { hostKeySha256: pinned, folder: '/rekeyed' })
    await sftp.restart({ newHostKey: true })
    expect(sftp.fingerprint()).not.toBe(pinned)
    const signIns = sftp.signIns
    const runId = await runNowThenPause(client, jobId)
    await waitForRun(client, jobId, runId, undefined, 120_000)
    const [file] = await settled(jobId, runId)
    expect(file!.destinations).toEqual([
      {
        destinationId: destination.id,
        type: 'SFTP',
        label: destination.label,
        status: 'FAILED',
        error: destinationMessages.sftpHostKeyMismatch(sftp.fingerprint(), pinned),
        possibleDuplicate: false,
      },
    ])
    expect(sftp.signIns).toBe(signIns)
    expect(sftp.list('rekeyed')).toEqual([])
    const test = await client.post(`/api/user-jobs/${jobId}/destinations/${destination.id}/test`, {})
    expect(test.status).toBe(400)
    expect(await test.text()).toContain('host key has changed')
  }, 180_000)
})
