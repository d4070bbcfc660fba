import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  destinationMessages,
  type DestinationView,
  type ExecutionFile,
  type SharePointDrive,
  type SharePointFolder,
} from '@herald/contracts'
import { signedInClient } from '../../../test/auth-flows.ts'
import { startFakeEntra, type FakeEntra } from '../../../test/fakes/fake-entra.ts'
import { startFakeGraph, type FakeGraph } from '../../../test/fakes/fake-graph.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import {
  createReportJob,
  regionRow,
  runFiles,
  runNowThenPause,
  until,
  waitForRun,
} from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

/**
 * SharePoint / OneDrive destinations over HTTP (ADR 0052): the Microsoft sign-in through the Power BI callback,
 * drives and folders picked through Graph (paged), a burst of 3 rows landing whole in the folder (a 429 on the
 * way), history per destination, and no token in any answer.
 */
let t: TestHerald
let entra: FakeEntra
let graph: FakeGraph
let client: HttpClient
let other: HttpClient
const answers: string[] = []

beforeAll(async () => {
  entra = await startFakeEntra()
  graph = await startFakeGraph(entra)
  t = await startTestHerald({
    BI_PRIVATE_HOSTS: '127.0.0.1',
    POWERBI_CLIENT_ID: entra.clientId,
    POWERBI_CLIENT_SECRET: entra.clientSecret,
    POWERBI_AUTHORITY_URL: entra.url,
    GRAPH_API_URL: graph.url,
    DESTINATION_RETRY_SECONDS: '1',
  })
  client = (await signedInClient(t.client(), t.smtp)).client
  other = (await signedInClient(t.client(), t.smtp)).client
}, 60_000)
afterAll(async () => {
  await t?.stop()
  await graph?.close()
  await entra?.close()
})

async function read(response: Response) {
  const text = await response.clone().text()
  answers.push(text)
  return { status: response.status, text, json: <T>() => JSON.parse(text) as T }
}

/** Starts the sign-in, follows Entra ID's redirect to the callback and reads the signInId the page posts. */
async function signIn(jobId: number): Promise<string> {
  const started = await read(await client.get(`/api/user-jobs/${jobId}/destinations/sharepoint/sign-in`))
  expect(started.status, started.text).toBe(200)
  const authUrl = new URL(started.json<{ authUrl: string }>().authUrl)
  expect(authUrl.searchParams.get('scope')).toContain('https://graph.microsoft.com/Files.ReadWrite.All')
  expect(authUrl.searchParams.get('scope')).toContain('offline_access')
  const back = await fetch(authUrl, { redirect: 'manual' })
  const callback = new URL(back.headers.get('location')!)
  const page = await read(await client.get(`${callback.pathname}${callback.search}`))
  expect(page.text).toContain('"source":"herald-sharepoint-oauth","ok":true')
  expect(page.text).toContain(entra.user.upn)
  return /"signInId":"([\w-]+)"/.exec(page.text)![1]!
}

describe('SharePoint / OneDrive destinations', () => {
  let jobId: number
  let driveId: string
  let reportsId: string
  let destination: DestinationView

  it('signs in with Microsoft, lists drives and folders through Graph, and adds the destination with nothing secret shown', async () => {
    jobId = await createReportJob(client, {
      rows: ['East', 'West', 'North'].map((r) => regionRow(r, 'sharepoint')),
    })
    graph.addDrive('OneDrive')
    driveId = graph.addDrive('Documents', { site: 'Finance Team' })
    graph.addDrive('Archive', { site: 'Finance Team' })
    reportsId = graph.addFolder(driveId, '/Reports')
    graph.addFolder(driveId, '/Reports/2026')
    graph.addFolder(driveId, '/Board')
    const signInId = await signIn(jobId)
    const base = `/api/user-jobs/${jobId}/destinations/sharepoint/sign-ins/${signInId}`

    const drives = await read(await client.get(`${base}/drives`))
    expect(drives.status, drives.text).toBe(200)
    expect(drives.json<{ drives: SharePointDrive[] }>().drives.map((d) => `${d.owner}: ${d.name}`)).toEqual([
      'OneDrive: OneDrive',
      'Finance Team: Documents',
      'Finance Team: Archive',
    ])
    const top = await read(await client.get(`${base}/drives/${encodeURIComponent(driveId)}/folders`))
    expect(top.json<{ folders: SharePointFolder[] }>().folders.map((f) => f.path)).toEqual([
      '/Reports',
      '/Board',
    ])
    const inside = await read(
      await client.get(`${base}/drives/${encodeURIComponent(driveId)}/folders?parent=${reportsId}`),
    )
    expect(inside.json<{ folders: SharePointFolder[] }>().folders.map((f) => f.path)).toEqual([
      '/Reports/2026',
    ])

    // The sign-in is this user's and this job's only.
    const stranger = await read(await other.get(`${base}/drives`))
    expect(stranger.status).toBe(404)
    const body = { type: 'SHAREPOINT', signInId, driveId, folderId: reportsId, path: '{filterValue}' }
    const otherJob = await createReportJob(client, { rows: [regionRow('South', 'sharepoint-other')] })
    const wrongJob = await read(await client.post(`/api/user-jobs/${otherJob}/destinations`, body))
    expect(wrongJob.status).toBe(400)
    expect(wrongJob.json<{ message: string }>().message).toBe(destinationMessages.sharePointSignInExpired)
    const escape = await read(
      await client.post(`/api/user-jobs/${jobId}/destinations`, { ...body, path: '../x' }),
    )
    expect(escape.status).toBe(400)
    expect(escape.json<{ message: string }>().message).toBe(destinationMessages.sharePointPath)
    const missing = await read(
      await client.post(`/api/user-jobs/${jobId}/destinations`, { ...body, folderId: '01NOSUCHFOLDER' }),
    )
    expect(missing.status).toBe(400)
    expect(missing.text).toContain(destinationMessages.sharePointNotFound('the folder'))

    const added = await read(await client.post(`/api/user-jobs/${jobId}/destinations`, body))
    expect(added.status, added.text).toBe(201)
    destination = added.json<DestinationView>()
    expect(destination.label).toBe('SharePoint Documents/Reports/{filterValue}')
    expect(destination.settings).toEqual({
      account: entra.user.upn,
      driveId,
      driveName: 'Documents',
      folderId: reportsId,
      folderPath: '/Reports',
      path: '{filterValue}',
    })
    const test = await read(
      await client.post(`/api/user-jobs/${jobId}/destinations/${destination.id}/test`, {}),
    )
    expect(test.status, test.text).toBe(200)
    expect(graph.files(driveId, '/Reports')).toEqual(['/Reports/East/herald-test.txt'])
  }, 60_000)

  it('a burst of 3 rows lands 3 whole files, each its row’s rendered PDF, a 429 waited out; history shows each', async () => {
    graph.failNext('create', 429, 1)
    const runId = await runNowThenPause(client, jobId)
    await waitForRun(client, jobId, runId)
    let files: ExecutionFile[] = []
    await until('SharePoint deliveries settled', async () => {
      files = await runFiles(client, jobId, runId)
      return files.every((f) => (f.destinations ?? []).every((d) => ['SENT', 'FAILED'].includes(d.status)))
    })
    expect(files).toHaveLength(3)
    for (const file of files) {
      expect(file.destinations).toEqual([
        {
          destinationId: destination.id,
          type: 'SHAREPOINT',
          label: destination.label,
          status: 'SENT',
          error: null,
          possibleDuplicate: false,
        },
      ])
      const rendered = Buffer.from(await (await client.get(`/api/files/${file.id}/pdf`)).arrayBuffer())
      const region = /Sales - (\w+)/.exec(file.fileName)![1]!
      expect(rendered.length).toBeGreaterThan(1000)
      expect(graph.file(driveId, `/Reports/${region}/Sales - ${region}.pdf`)?.equals(rendered)).toBe(true)
    }
    expect(graph.files(driveId, '/Reports').filter((p) => p.endsWith('.pdf'))).toEqual([
      '/Reports/East/Sales - East.pdf',
      '/Reports/North/Sales - North.pdf',
      '/Reports/West/Sales - West.pdf',
    ])
    expect(graph.puts.every((p) => !p.authorization)).toBe(true)
  }, 180_000)

  it('never answers a token or the client secret', async () => {
    const listed = await read(await client.get(`/api/user-jobs/${jobId}/destinations`))
    expect(listed.status).toBe(200)
    for (const secret of entra.issued()) for (const answer of answers) expect(answer).not.toContain(secret)
  })
})
