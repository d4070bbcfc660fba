import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { ParsedMail } from 'mailparser'
import pg from 'pg'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import { startFakeEntra, type FakeEntra } from '../../../test/fakes/fake-entra.ts'
import { startFakePowerBi, type FakePowerBi } from '../../../test/fakes/fake-powerbi.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { createJob, pdfText, regionRow, runFiles, runNow, waitForRun } from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

let t: TestHerald
let entra: FakeEntra
let pbi: FakePowerBi
let client: HttpClient
let other: HttpClient
const logLines: string[] = []
const responses: string[] = []

beforeAll(async () => {
  entra = await startFakeEntra()
  pbi = await startFakePowerBi(entra)
  const log = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) })
  t = await startTestHerald(
    {
      BI_PRIVATE_HOSTS: '127.0.0.1',
      POWERBI_CLIENT_ID: entra.clientId,
      POWERBI_CLIENT_SECRET: entra.clientSecret,
      POWERBI_AUTHORITY_URL: entra.url,
      POWERBI_API_URL: pbi.url,
      POWERBI_EXPORTS_PER_CAPACITY: '2',
    },
    {},
    log,
  )
  client = (await signedInClient(t.client(), t.smtp)).client
  other = (await signedInClient(t.client(), t.smtp)).client
}, 60_000)

afterAll(async () => {
  await t?.stop()
  await pbi?.close()
  await entra?.close()
})

async function read(response: Response) {
  const text = await response.clone().text()
  responses.push(text)
  return { status: response.status, text, json: () => JSON.parse(text) as unknown }
}

/** Starts the sign-in and follows Entra ID's redirect back to Herald's callback (with `as`'s cookies). */
async function signIn(jobId: number, as: HttpClient = client, tamper?: (callback: URL) => void) {
  const started = await read(await client.get(`/api/auth/oauth/initiate/${jobId}`))
  expect(started.status, started.text).toBe(200)
  const authUrl = new URL((started.json() as { authUrl: string }).authUrl)
  expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256')
  expect(authUrl.searchParams.get('scope')).toContain(
    'https://analysis.windows.net/powerbi/api/.default offline_access',
  )
  const redirect = await fetch(authUrl, { redirect: 'manual' })
  expect(redirect.status).toBe(302)
  const callback = new URL(redirect.headers.get('location')!)
  expect(callback.pathname).toBe('/api/auth/oauth/callback')
  tamper?.(callback)
  return read(await as.get(`${callback.pathname}${callback.search}`))
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })

const capacityGroup = () => pbi.groups.find((g) => g.isOnDedicatedCapacity)!
const report = (name: string) => pbi.reports.find((r) => r.name === name)!

async function configure(jobId: number, reportName: string, tag: string, regions: string[]) {
  const r = report(reportName)
  const saved = await read(
    await client.post(`/api/report-job-conf?userJobId=${jobId}`, {
      biTool: 'POWER_BI',
      userWorkspaceId: r.workspaceId,
      userWorkspace: capacityGroup().name,
      userReportId: r.id,
      userReportName: r.name,
      filePrefix: 'Sales',
      reportRunPeriod: 'NONE',
      pagesToPrint: reportName === 'Regional Sales' ? 'Region Detail' : 'All',
      userReportGenerationFilterData: regions.map((region) => regionRow(region, tag)),
    }),
  )
  expect(saved.status, saved.text).toBe(200)
  const email = await client.post(`/api/job-email-config?userJobId=${jobId}`, {
    fromEmail: 'reports@example.com',
    emailTitle: 'Your report {fileName}',
    emailBody: '<p>Hello</p>',
    isActive: true,
  })
  expect(email.status).toBe(200)
}

const envelopeTo = (mail: ParsedMail) => (mail as unknown as { envelopeTo: string[] }).envelopeTo

describe('Power BI', () => {
  it('links a job through Entra ID (PKCE, state bound to the user and job) and shows only the account name', async () => {
    const jobId = await createJob(client)
    expect((await read(await client.get(`/api/auth-config/${jobId}`))).status).toBe(404)
    const page = await signIn(jobId)
    expect(page.status).toBe(200)
    expect(page.text).toContain('"ok":true')
    expect(page.text).toContain(`postMessage(`)
    expect(page.text).toContain(JSON.stringify(new URL(t.url).origin))
    const view = await read(await client.get(`/api/auth-config/${jobId}`))
    expect(view.json()).toMatchObject({
      hasValidAuth: true,
      biTool: 'POWER_BI',
      userAuthConf: { userPrincipal: entra.user.upn },
    })
    expect((await read(await client.get('/api/bi-tools'))).json()).toContainEqual({
      biTool: 'POWER_BI',
      label: 'Power BI',
      configured: true,
    })
  })

  it('refuses another user’s state, a replayed state, and passes on a refused consent', async () => {
    const jobId = await createJob(client)
    const stolen = await signIn(jobId, other)
    expect(stolen.text).toContain('"ok":false')
    expect(stolen.text).toContain('This sign-in link has expired or belongs to another sign-in.')
    expect((await read(await client.get(`/api/auth-config/${jobId}`))).status).toBe(404)
    const forged = await signIn(jobId, client, (callback) => callback.searchParams.set('state', 'forged'))
    expect(forged.text).toContain('"ok":false')
    const linked = await signIn(jobId, client, (callback) => void responses.push(callback.search))
    expect(linked.text).toContain('"ok":true')
    const replay = await read(await client.get(`/api/auth/oauth/callback${responses.at(-2)}`))
    expect(replay.text).toContain('"ok":false')
    entra.denyNext = true
    const denied = await signIn(await createJob(client))
    expect(denied.text).toContain('Authentication was cancelled or denied')
    expect((await read(await other.get(`/api/auth/oauth/initiate/${jobId}`))).status).toBe(404)
  })

  it('lists My workspace and the groups, reports and pages in report order', async () => {
    const jobId = await createJob(client)
    await signIn(jobId)
    const workspaces = (await read(await client.get(`/api/job/${jobId}/powerbi/workspaces`))).json()
    expect(workspaces).toEqual([
      { id: 'MY_WORKSPACE', name: 'My workspace' },
      ...pbi.groups.map((g) => ({ id: g.id, name: g.name })),
    ])
    const reports = (
      await read(await client.get(`/api/job/${jobId}/powerbi/workspace/${capacityGroup().id}/reports`))
    ).json() as { name: string; embedUrl: string }[]
    expect(reports.map((r) => r.name)).toEqual(['Regional Sales', 'Broken Export'])
    expect(reports[0]!.embedUrl).toContain('reportEmbed?reportId=')
    const mine = (
      await read(await client.get(`/api/job/${jobId}/powerbi/workspace/MY_WORKSPACE/reports`))
    ).json()
    expect(mine).toMatchObject([{ name: 'Personal Report', workspaceId: 'MY_WORKSPACE' }])
    const pages = await read(
      await client.get(`/api/job/${jobId}/powerbi/report/${report('Regional Sales').id}/pages`),
    )
    expect(pages.json()).toEqual(report('Regional Sales').pages)
    const values = await read(
      await client.get(
        `/api/job/${jobId}/powerbi/report/${report('Regional Sales').id}/filter-values?filterName=Sales/Region`,
      ),
    )
    expect(values.json()).toEqual(['East', 'North', 'South', 'West'])
  })

  it('bursts a capacity report with Export To File: each row gets its own region’s PDF, to exactly its To/CC/BCC', async () => {
    const jobId = await createJob(client)
    await signIn(jobId)
    const tag = `pbi${Date.now()}`
    await configure(jobId, 'Regional Sales', tag, ['East', 'West', 'North'])
    pbi.throttleNext = 1
    const before = pbi.exports.length
    const runId = await runNow(client, jobId)
    const run = await waitForRun(client, jobId, runId)
    expect(run.runStatus, JSON.stringify(run)).not.toMatch(/FAIL/)
    const exports = pbi.exports.slice(before)
    expect(
      exports.map((e) => e.body.powerBIReportConfiguration?.reportLevelFilters?.[0]?.filter).sort(),
    ).toEqual(["Sales/Region eq 'East'", "Sales/Region eq 'North'", "Sales/Region eq 'West'"])
    expect(exports[0]!.body.powerBIReportConfiguration?.pages).toEqual([
      { pageName: 'ReportSection8a1b2c3d4e' },
    ])
    expect(pbi.peakRunning.get(capacityGroup().capacityId!)).toBeLessThanOrEqual(2)
    for (const region of ['East', 'West', 'North']) {
      const row = regionRow(region, tag)
      const mails = t.smtp.messages.filter((m) => envelopeTo(m).includes(row.toEmail!))
      expect(mails, region).toHaveLength(1)
      expect([...envelopeTo(mails[0]!)].sort()).toEqual([row.bccEmail, row.ccEmail, row.toEmail].sort())
      const text = pdfText(mails[0]!.attachments[0]!.content)
      expect(text).toContain(`Region ${region}`)
      for (const other of ['East', 'West', 'North', 'South'].filter((r) => r !== region))
        expect(text).not.toContain(other)
    }
  })

  it('a failed export mails nothing and shows FAILED with Power BI’s reason', async () => {
    const jobId = await createJob(client)
    await signIn(jobId)
    const tag = `fail${Date.now()}`
    await configure(jobId, 'Broken Export', tag, ['East'])
    const runId = await runNow(client, jobId)
    await waitForRun(client, jobId, runId)
    const [file] = await runFiles(client, jobId, runId)
    expect(file!.status).toMatch(/FAILED/)
    expect(file!.error).toContain('The semantic model behind this report could not be loaded.')
    expect(t.smtp.messages.filter((m) => envelopeTo(m).some((a) => a.includes(tag)))).toHaveLength(0)
  })

  it('refreshes on TokenExpired (403 and 401) and repeats the call; a refused refresh says "Sign in to Power BI again"', async () => {
    const jobId = await createJob(client)
    await signIn(jobId)
    for (const status of [403, 401] as const) {
      pbi.tokenExpiredStatus = status
      entra.expireAccessTokens()
      const refreshes = entra.grants.filter((g) => g.grant_type === 'refresh_token').length
      const listed = await read(await client.get(`/api/job/${jobId}/powerbi/workspaces`))
      expect(listed.status, listed.text).toBe(200)
      expect(entra.grants.filter((g) => g.grant_type === 'refresh_token').length).toBe(refreshes + 1)
    }
    const tag = `exp${Date.now()}`
    await configure(jobId, 'Regional Sales', tag, ['East'])
    entra.revokeRefreshTokens()
    entra.expireAccessTokens()
    const refused = await read(await client.get(`/api/job/${jobId}/powerbi/workspaces`))
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('Sign in to Power BI again')
    expect((await read(await client.get(`/api/auth-config/${jobId}`))).json()).toMatchObject({
      hasValidAuth: false,
    })
    const runId = await runNow(client, jobId)
    await waitForRun(client, jobId, runId)
    const [file] = await runFiles(client, jobId, runId)
    expect(file!.error).toContain('Sign in to Power BI again')
    const again = await signIn(jobId)
    expect(again.text).toContain('"ok":true')
    expect((await read(await client.get(`/api/auth-config/${jobId}`))).json()).toMatchObject({
      hasValidAuth: true,
    })
    expect((await client.post(`/api/auth-config/delete/${jobId}`, {})).status).toBe(204)
    expect((await read(await client.get(`/api/auth-config/${jobId}`))).status).toBe(404)
  })

  it('never shows a token or the client secret in a response, a log line, the database or a file under DATA_DIR', async () => {
    const db = new pg.Client({ connectionString: t.databaseUrl })
    await db.connect()
    const stored = JSON.stringify([
      ...(await db.query('SELECT * FROM bi_links')).rows,
      ...(await db.query('SELECT * FROM bi_oauth_states')).rows,
    ])
    await db.end()
    const files = filesUnder(t.dataDir).map((f) => readFileSync(f, 'latin1'))
    const secrets = entra.issued()
    expect(secrets.length).toBeGreaterThan(5)
    for (const text of [stored, ...responses, ...logLines, ...files])
      for (const secret of secrets) expect(text.includes(secret), secret.slice(0, 6)).toBe(false)
    expect(logLines.length).toBeGreaterThan(0)
  })
})
