import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import { startFakeTableau, type FakeTableau } from '../../../test/fakes/fake-tableau.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { createJob } from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'
import { tableauAuth, tableauReport } from '../../../test/tableau-jobs.ts'

let t: TestHerald
let fake: FakeTableau
let client: HttpClient
const logLines: string[] = []
const responses: string[] = []

beforeAll(async () => {
  fake = await startFakeTableau()
  const log = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) })
  t = await startTestHerald({ BI_PRIVATE_HOSTS: '127.0.0.1' }, {}, log)
  client = (await signedInClient(t.client(), t.smtp)).client
}, 60_000)
afterAll(async () => {
  await t.stop()
  await fake.close()
})

/** Keeps every answer's text, to prove no secret ever leaves the server. */
async function read(response: Response) {
  const text = await response.clone().text()
  responses.push(text)
  return { status: response.status, text, json: () => JSON.parse(text) as unknown }
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })

describe('linking a job to Tableau', () => {
  it('signs in before saving: a refused token is a 400 with Tableau’s reason and nothing is stored', async () => {
    const jobId = await createJob(client)
    const refused = await read(
      await client.post(`/api/auth-config/${jobId}`, tableauAuth(fake, { tokenSecret: 'wrong' })),
    )
    expect(refused.status).toBe(400)
    expect(refused.json()).toMatchObject({
      message: 'Tableau refused the sign-in: Signin Error: Error signing in to Tableau Server (401001)',
    })
    expect((await read(await client.get(`/api/auth-config/${jobId}`))).status).toBe(404)
    const privateHost = await read(
      await client.post(`/api/auth-config/${jobId}`, tableauAuth(fake, { serverUrl: 'http://10.1.2.3' })),
    )
    expect(privateHost.status).toBe(400)
    expect(privateHost.text).toContain('BI_PRIVATE_HOSTS')
    // Found by the endpoint fuzz test: an address the URL parser refuses is a 400, not a 500.
    const unparsable = await read(
      await client.post(`/api/auth-config/${jobId}`, tableauAuth(fake, { serverUrl: 'http://%' })),
    )
    expect(unparsable.status).toBe(400)
    const noToken = await read(
      await client.post(`/api/auth-config/${jobId}`, tableauAuth(fake, { tokenSecret: '' })),
    )
    expect(noToken.status).toBe(400)
    const unlinked = await read(await client.get(`/api/job/${jobId}/tableau-server/workspaces`))
    expect(unlinked.status).toBe(409)
    expect(unlinked.json()).toMatchObject({
      message:
        'This job is not linked to Tableau Server. Link an account in step 2 (Account Authorization) first.',
    })
  })

  it('links with a PAT, lists projects and all 122 views of a project, and revokes', async () => {
    const jobId = await createJob(client)
    const linked = await read(await client.post(`/api/auth-config/${jobId}`, tableauAuth(fake)))
    expect(linked.status, linked.text).toBe(200)
    const view = {
      hasValidAuth: true,
      biTool: 'TABLEAU_SERVER',
      userAuthConf: { userPrincipal: fake.pat.name },
    }
    expect(linked.json()).toMatchObject(view)
    expect((await read(await client.get(`/api/auth-config/${jobId}`))).json()).toMatchObject(view)

    const projects = (await read(await client.get(`/api/job/${jobId}/tableau-server/workspaces`))).json() as {
      id: string
      name: string
    }[]
    expect(projects.map((p) => p.name)).toEqual(['Big', 'Sales', 'Sales / EMEA'])
    const big = projects.find((p) => p.name === 'Big')!.id
    const views = (
      await read(await client.get(`/api/job/${jobId}/tableau-server/workspace/${big}/reports`))
    ).json() as unknown[]
    expect(views).toHaveLength(122)
    const specViews = (
      await read(await client.get(`/api/job/${jobId}/tableau/${big}/views`))
    ).json() as unknown[]
    expect(specViews).toEqual(views)
    const sales = fake.catalog.views.find((v) => v.name === 'Regional Sales')!
    expect(
      (await read(await client.get(`/api/job/${jobId}/tableau-server/report/${sales.id}/pages`))).json(),
    ).toEqual([{ name: sales.id, displayName: 'Regional Sales' }])
    const preview = await read(
      await client.get(`/api/job/${jobId}/tableau-server/report/${sales.id}/preview`),
    )
    expect(preview.text).toContain('data:image/png;base64,')

    const slicer = await read(
      await client.post(
        `/api/report-job-conf?userJobId=${jobId}`,
        tableauReport(fake, 'Regional Sales', {
          userReportGenerationFilterData: [
            { filterName: 'Title<>Sales/Region', filterValue: 'East', toEmail: 'a@example.com' },
          ],
        }),
      ),
    )
    expect(slicer.status).toBe(400)
    expect(slicer.text).toContain('Tableau has no slicers')

    const live = fake.liveSessions()
    const revoked = await client.post(`/api/auth-config/delete/${jobId}`, {})
    expect(revoked.status).toBe(204)
    expect(fake.liveSessions()).toBe(live - 1)
    expect((await read(await client.get(`/api/auth-config/${jobId}`))).status).toBe(404)
    expect((await read(await client.get(`/api/job/${jobId}/tableau-server/workspaces`))).status).toBe(409)
  })

  it('never shows a secret or session token in a response, a log line, the database or a file under DATA_DIR', async () => {
    const jobId = await createJob(client)
    await read(await client.post(`/api/auth-config/${jobId}`, tableauAuth(fake)))
    const db = new pg.Client({ connectionString: t.databaseUrl })
    await db.connect()
    const rows = (await db.query('SELECT * FROM bi_links')).rows as Record<string, unknown>[]
    await db.end()
    expect(rows.length).toBeGreaterThan(0)
    const stored = JSON.stringify(rows)
    const files = filesUnder(t.dataDir).map((f) => readFileSync(f, 'latin1'))
    expect(stored).not.toContain(fake.pat.secret)
    expect(stored).not.toContain('|') // the fake's session tokens are `uuid|uuid|site`
    for (const text of [...responses, ...logLines, ...files]) {
      expect(text).not.toContain(fake.pat.secret)
      expect(text).not.toMatch(/[0-9a-f-]{36}\|[0-9a-f-]{36}\|/)
    }
    expect(logLines.length).toBeGreaterThan(0)
  })
})
