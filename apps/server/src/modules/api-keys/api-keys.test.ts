import { apiKeyMessages, type ApiKeyInfo, type ApiKeySecret } from '@herald/contracts'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import { HttpClient } from '../../../test/http-client.ts'
import { createReportJob, history, regionRow, runNow, waitForRun } from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

let t: TestHerald
let db: pg.Client
// An hour-long window, so no window ends in the middle of a test's count.
const WINDOW = { RATE_LIMIT_WINDOW_SECONDS: '3600' }

beforeAll(async () => {
  t = await startTestHerald({ ...WINDOW, MAIL_RETRY_SECONDS: '1' })
  db = new pg.Client({ connectionString: t.databaseUrl })
  await db.connect()
}, 60_000)
afterAll(async () => {
  await db.end()
  await t.stop()
})

const account = () => signedInClient(t.client(), t.smtp)

async function generateKey(client: HttpClient): Promise<ApiKeySecret> {
  const response = await client.post('/api/api-key')
  expect(response.status).toBe(201)
  return (await response.json()) as unknown as ApiKeySecret
}

/** A client with no cookie that authenticates with the key, from its own address. */
function keyClient(secret: string, base: HttpClient = t.client()): HttpClient {
  return new HttpClient(base.baseUrl, { ...base.headers, authorization: `Bearer ${secret}` })
}

const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message

describe('the API key screen calls', () => {
  it('generates a key shown once, then gives only its id, date, status and last use', async () => {
    const { client } = await account()
    const none = await client.get('/api/api-key')
    expect([none.status, await none.text()]).toEqual([200, 'null'])

    const key = await generateKey(client)
    expect(key.keySecret).toMatch(/^herald_[A-Za-z0-9_-]{43}$/)
    expect(key).toMatchObject({ active: true, lastUsedDate: null })
    expect(Date.parse(key.createdDate)).toBeGreaterThan(Date.now() - 60_000)

    const secret = await client.get('/api/api-key/secret')
    expect(secret.status).toBe(404)
    expect(await messageOf(secret)).toBe(apiKeyMessages.secretShownOnce)
    const info = (await (await client.get('/api/api-key')).json()) as unknown as ApiKeyInfo
    expect(info).toEqual({ keyId: key.keyId, createdDate: key.createdDate, active: true, lastUsedDate: null })

    expect((await keyClient(key.keySecret).get('/api/account')).status).toBe(200)
    const used = (await (await client.get('/api/api-key')).json()) as unknown as ApiKeyInfo
    expect(used.lastUsedDate).not.toBeNull()
  })

  it('records an audit event for each key created, regenerated and deleted', async () => {
    const { client, email } = await account()
    const first = await generateKey(client)
    const second = await generateKey(client)
    expect((await client.request('DELETE', '/api/api-key')).status).toBe(204)
    expect((await client.request('DELETE', '/api/api-key')).status).toBe(404)
    const { rows } = await db.query<{ type: string; data: Record<string, string> }>(
      `select type, data from audit_events where principal = $1 and type like 'API_KEY_%' order by id`,
      [email],
    )
    expect(rows).toEqual([
      { type: 'API_KEY_CREATED', data: { keyId: first.keyId } },
      { type: 'API_KEY_REGENERATED', data: { keyId: second.keyId, previousKeyId: first.keyId } },
      { type: 'API_KEY_DELETED', data: { keyId: second.keyId } },
    ])
  })

  it('keeps only a hash: the secret appears nowhere in the database', async () => {
    const { client } = await account()
    const { keySecret } = await generateKey(client)
    await keyClient(keySecret).get('/api/user-jobs')
    const { rows: tables } = await db.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    )
    expect(tables.length).toBeGreaterThan(10)
    for (const { schema, name } of tables) {
      const { rows } = await db.query<{ n: string }>(
        `select count(*) as n from "${schema}"."${name}" t where t::text like '%' || $1 || '%'`,
        [keySecret.slice('herald_'.length)],
      )
      expect(`${schema}.${name}: ${rows[0]!.n}`).toBe(`${schema}.${name}: 0`)
    }
  })
})

describe('Bearer access', () => {
  it('creates a job, saves its report task and email config, runs it and reads its history with a key', async () => {
    const { client: browser, email } = await account()
    const { keySecret } = await generateKey(browser)
    const api = keyClient(keySecret)
    const sessionsBefore = await sessionCount(email)

    const jobId = await createReportJob(api, { rows: [regionRow('East', 'apikey')] })
    const runId = await runNow(api, jobId)
    expect(await waitForRun(api, jobId, runId)).toMatchObject({ runStatus: 'SUCCESS', generated: 1 })
    const mail = await t.smtp.waitFor('to-east-apikey@example.com')
    expect(mail.attachments.map((a) => a.filename)).toEqual(['Sales - East.pdf'])
    expect((await history(browser, jobId)).jobExecutions.map((e) => e.jobExecutionId)).toContain(runId)

    const list = await api.get('/api/user-jobs')
    expect(list.headers.getSetCookie()).toEqual([])
    expect(api.cookies.size).toBe(0)
    expect(await sessionCount(email)).toBe(sessionsBefore)
  })

  it('needs no Origin from an API client, but still refuses a cross-site page that has a session', async () => {
    const { client } = await account()
    const { keySecret } = await generateKey(client)
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
    const api = keyClient(keySecret)
    expect((await api.post('/api/notifications', ['ops@example.com'], evil)).status).toBe(200)
    expect((await client.post('/api/notifications', [], evil)).status).toBe(403)
  })

  it('refuses a missing, malformed, unknown, regenerated or deleted key with a clear 401', async () => {
    const { client } = await account()
    const first = await generateKey(client)
    const base = t.client()
    const refusals: Array<[Record<string, string>, string]> = [
      [{}, 'Full authentication is required to access this resource'],
      [{ authorization: 'Bearer' }, apiKeyMessages.malformed],
      [{ authorization: 'Bearer not-a-herald-key' }, apiKeyMessages.malformed],
      [{ authorization: `Bearer herald_${'A'.repeat(43)}` }, apiKeyMessages.invalid],
    ]
    for (const [headers, message] of refusals) {
      const response = await base.get('/api/user-jobs', headers)
      expect(response.status).toBe(401)
      expect(await messageOf(response)).toBe(message)
    }
    const unknown = await base.get('/api/user-jobs', { authorization: `Bearer herald_${'A'.repeat(43)}` })
    expect(unknown.headers.get('www-authenticate')).toBe('Bearer realm="Herald", error="invalid_token"')

    const second = await generateKey(client)
    const old = await keyClient(first.keySecret).get('/api/user-jobs')
    expect(old.status).toBe(401)
    expect(await messageOf(old)).toBe(apiKeyMessages.invalid)
    expect((await keyClient(second.keySecret).get('/api/user-jobs')).status).toBe(200)

    expect((await keyClient(second.keySecret).request('DELETE', '/api/api-key')).status).toBe(204)
    expect((await keyClient(second.keySecret).get('/api/user-jobs')).status).toBe(401)
    expect(await (await client.get('/api/api-key')).text()).toBe('null')
  })

  it("answers 404 for another account's job with a key as with a session", async () => {
    const owner = await account()
    const jobId = await createReportJob(owner.client, { rows: [regionRow('West', 'owner')] })
    const other = await account()
    const api = keyClient((await generateKey(other.client)).keySecret)
    for (const client of [other.client, api]) {
      expect((await client.get(`/api/user-jobs/${jobId}`)).status).toBe(404)
      expect((await client.get(`/api/user-jobs/user-job-executions/${jobId}?page=0&size=10`)).status).toBe(
        404,
      )
      const run = await client.post(
        `/api/user-jobs/run/${jobId}`,
        {},
        { 'idempotency-key': `run-other-${jobId}` },
      )
      expect(run.status, await run.clone().text()).toBe(404)
    }
    expect((await owner.client.get(`/api/user-jobs/${jobId}`)).status).toBe(200)
  })
})

describe('request limits', () => {
  let limited: TestHerald
  beforeAll(async () => {
    // A second process on the same database, with small limits.
    limited = await startTestHerald({
      ...WINDOW,
      DATABASE_URL: t.databaseUrl,
      ROLES: 'web',
      RATE_LIMIT_PER_API_KEY: '3',
      RATE_LIMIT_PER_SESSION: '5',
      RATE_LIMIT_PER_ADDRESS: '6',
    })
  }, 60_000)
  afterAll(() => limited.stop())

  const expectTooMany = async (response: Response) => {
    expect(response.status).toBe(429)
    expect(await messageOf(response)).toBe('Too many requests. Please wait a moment and try again.')
    const retryAfter = Number(response.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(3600)
  }

  it('limits each key on its own, counted in the database every process shares', async () => {
    const one = await account()
    const two = await account()
    const keyOne = keyClient((await generateKey(one.client)).keySecret)
    const keyTwo = keyClient((await generateKey(two.client)).keySecret)
    // Three requests through the first server, with its generous limits, count on the second one too.
    for (let i = 0; i < 3; i++) expect((await keyOne.get('/api/user-jobs')).status).toBe(200)
    const onLimited = new HttpClient(limited.url, keyOne.headers)
    await expectTooMany(await onLimited.get('/api/user-jobs'))
    // Another key is not starved, and a new key id starts afresh.
    expect((await new HttpClient(limited.url, keyTwo.headers).get('/api/user-jobs')).status).toBe(200)
  })

  it('limits each session and each client address on its own', async () => {
    const signedIn = (await account()).client
    const client = new HttpClient(limited.url, limited.client().headers)
    for (const [name, value] of signedIn.cookies) client.cookies.set(name, value)
    for (let i = 0; i < 5; i++) expect((await client.get('/api/account')).status).toBe(200)
    await expectTooMany(await client.get('/api/account'))

    const anonymous = limited.client()
    for (let i = 0; i < 6; i++) expect((await anonymous.get('/api/profile-info')).status).toBe(200)
    await expectTooMany(await anonymous.get('/api/profile-info'))
    // A refused key counts against the address it came from.
    await expectTooMany(
      await anonymous.get('/api/user-jobs', { authorization: `Bearer herald_${'B'.repeat(43)}` }),
    )
    expect((await limited.client().get('/api/profile-info')).status).toBe(200)
    // Pages and files outside /api are not limited.
    expect((await anonymous.get('/login')).status).not.toBe(429)
  })
})

async function sessionCount(email: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    'select count(*) as n from sessions s join users u on u.id = s.user_id where u.email = $1',
    [email],
  )
  return Number(rows[0]!.n)
}
