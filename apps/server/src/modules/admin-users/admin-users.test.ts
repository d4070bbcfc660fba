import { existsSync } from 'node:fs'
import path from 'node:path'
import {
  adminUserMessages,
  auditMessages,
  planMessages,
  type AdminUser,
  type AdminUserDeletion,
  type AdminUserDetail,
  type AdminUserUpdate,
  type AuditEvent,
} from '@herald/contracts'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nextCode, sendCode, signedInClient, uniqueEmail } from '../../../test/auth-flows.ts'
import { HttpClient } from '../../../test/http-client.ts'
import {
  createJob,
  createReportJob,
  regionRow,
  runNow,
  sampleReport,
  waitForRun,
} from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

let t: TestHerald
let db: pg.Client
let admin: HttpClient
let adminId: string
const adminEmail = uniqueEmail('admin')

beforeAll(async () => {
  t = await startTestHerald({ ADMIN_EMAILS: adminEmail, RATE_LIMIT_WINDOW_SECONDS: '3600' })
  db = new pg.Client({ connectionString: t.databaseUrl })
  await db.connect()
  admin = (await signedInClient(t.client(), t.smtp, adminEmail)).client
  adminId = String((await (await admin.get('/api/account')).json())['id'])
}, 60_000)
afterAll(async () => {
  await db.end()
  await t.stop()
})

const account = () => signedInClient(t.client(), t.smtp)
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message
const idOf = async (client: HttpClient) => String((await (await client.get('/api/account')).json())['id'])

async function detail(id: string): Promise<AdminUserDetail> {
  const response = await admin.get(`/api/admin/users/${id}`)
  expect(response.status).toBe(200)
  return (await response.json()) as unknown as AdminUserDetail
}

/** The edit form's body for an account as it is, with the given changes. */
async function edit(id: string, change: Partial<AdminUserUpdate>, as = admin) {
  const user = await detail(id)
  const body: AdminUserUpdate = {
    firstName: user.firstName ?? 'X',
    lastName: user.lastName,
    authorities: user.authorities,
    subscriptionType: user.subscriptionType as AdminUserUpdate['subscriptionType'],
    trialEndsAt: user.trialEndsAt,
    canCreateJobs: user.canCreateJobs,
    deactivated: user.deactivated,
    ...change,
  }
  return as.request('PUT', `/api/admin/users/${id}`, body)
}

async function auditEvents(query: string): Promise<{ events: AuditEvent[]; total: number }> {
  const response = await admin.get(`/management/audits?${query}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return {
    events: (await response.json()) as unknown as AuditEvent[],
    total: Number(response.headers.get('x-total-count')),
  }
}

describe('who may call the admin endpoints', () => {
  it('answers 401 anonymous, 403 to a user and serves an admin, on every endpoint', async () => {
    const { client: user } = await account()
    const target = await idOf(user)
    const update = {
      firstName: 'Ada',
      authorities: ['ROLE_USER'],
      subscriptionType: 'FREE_TRIAL',
      trialEndsAt: new Date().toISOString(),
      canCreateJobs: true,
      deactivated: false,
    }
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/admin/users', undefined],
      ['GET', `/api/admin/users/${target}`, undefined],
      ['POST', '/api/admin/users', { email: uniqueEmail('made'), firstName: 'Made' }],
      ['PUT', `/api/admin/users/${target}`, update],
      ['DELETE', `/api/admin/users/${target}`, undefined],
      ['GET', '/api/authorities', undefined],
      ['GET', '/management/audits', undefined],
    ]
    for (const [method, url, body] of calls) {
      const anonymous = await t.client().request(method, url, body)
      expect(`${method} ${url} ${anonymous.status}`).toBe(`${method} ${url} 401`)
      const refused = await user.request(method, url, body)
      expect(`${method} ${url} ${refused.status}`).toBe(`${method} ${url} 403`)
      expect(await messageOf(refused)).toBe('You are not authorized to access this page.')
    }
    for (const [method, url, body] of calls) {
      const served = await admin.request(method, url, body)
      expect(`${method} ${url} ${served.status}`).toMatch(/ 20[01]$/)
    }
    expect(await (await admin.get('/api/authorities')).json()).toEqual(['ROLE_USER', 'ROLE_ADMIN'])
  })

  it('makes an account admin by its stored role, at once, and takes it back at once', async () => {
    const { client: user, email } = await account()
    const id = await idOf(user)
    expect((await user.get('/api/admin/users')).status).toBe(403)
    expect((await edit(id, { authorities: ['ROLE_USER', 'ROLE_ADMIN'] })).status).toBe(200)
    expect((await user.get('/api/admin/users')).status).toBe(200)
    expect((await (await user.get('/api/account')).json())['authorities']).toEqual([
      'ROLE_USER',
      'ROLE_ADMIN',
    ])
    expect((await edit(id, { authorities: ['ROLE_USER'] })).status).toBe(200)
    expect((await user.get('/management/audits')).status).toBe(403)
    const { rows } = await db.query<{ role: string }>('select role from users where email = $1', [email])
    expect(rows[0]?.role).toBe('ROLE_USER')
  })

  it('keeps an ADMIN_EMAILS account admin whatever role is stored', async () => {
    await db.query(`update users set role = 'ROLE_USER' where id = $1`, [adminId])
    const me = await detail(adminId)
    expect(me).toMatchObject({ adminByConfiguration: true, authorities: ['ROLE_USER', 'ROLE_ADMIN'] })
  })
})

describe('the user list', () => {
  it('pages on the server with x-total-count, searches email and name, sorts', async () => {
    const tag = `find${Date.now()}`
    for (const name of ['Carol', 'Alice', 'Bob']) {
      const created = await admin.post('/api/admin/users', {
        email: `${name.toLowerCase()}-${tag}@example.com`,
        firstName: name,
        lastName: tag,
      })
      expect(created.status).toBe(201)
    }
    const first = await admin.get(`/api/admin/users?search=${tag}&sort=name,asc&page=0&size=2`)
    expect(first.headers.get('x-total-count')).toBe('3')
    const page = (await first.json()) as unknown as AdminUser[]
    expect(page.map((u) => u.firstName)).toEqual(['Alice', 'Bob'])
    const second = (await (
      await admin.get(`/api/admin/users?search=${tag}&sort=name,asc&page=1&size=2`)
    ).json()) as unknown as AdminUser[]
    expect(second.map((u) => u.firstName)).toEqual(['Carol'])
    const byEmail = (await (
      await admin.get(`/api/admin/users?search=BOB-${tag}&sort=email,desc`)
    ).json()) as unknown as AdminUser[]
    expect(byEmail.map((u) => u.email)).toEqual([`bob-${tag}@example.com`])
    const none = await admin.get('/api/admin/users?search=%25_nobody')
    expect(none.headers.get('x-total-count')).toBe('0')
    for (const sort of ['roles', 'plan', 'trialEndsAt', 'lastSignInAt', 'jobs', 'activated', 'createdDate']) {
      expect((await admin.get(`/api/admin/users?sort=${sort},desc`)).status).toBe(200)
    }
    const bad = await admin.get('/api/admin/users?sort=password,asc')
    expect(bad.status).toBe(400)
  })

  it('shows the plan, trial end, last sign-in and job count of an account', async () => {
    const { client: user } = await account()
    await createJob(user)
    const id = await idOf(user)
    const user1 = await detail(id)
    expect(user1).toMatchObject({
      subscriptionType: 'FREE_TRIAL',
      jobCount: 1,
      activated: true,
      deactivated: false,
    })
    expect(Date.parse(user1.trialEndsAt) - Date.parse(user1.subscriptionStartDate)).toBe(7 * 24 * 3600 * 1000)
    expect(Date.now() - Date.parse(user1.lastSignInAt!)).toBeLessThan(120_000)
  })
})

describe('creating an account', () => {
  it('sends the activation email and gives the chosen role and plan; a taken email is a 409', async () => {
    const email = uniqueEmail('created')
    const trialEndsAt = '2030-01-08T00:00:00.000Z'
    const response = await admin.post('/api/admin/users', {
      email: email.toUpperCase(),
      firstName: 'Grace',
      lastName: 'Hopper',
      authorities: ['ROLE_USER', 'ROLE_ADMIN'],
      subscriptionType: 'PREMIUM',
      trialEndsAt,
      canCreateJobs: false,
    })
    expect(response.status).toBe(201)
    const created = (await response.json()) as unknown as AdminUserDetail
    expect(created).toMatchObject({
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
      activated: false,
      authorities: ['ROLE_USER', 'ROLE_ADMIN'],
      subscriptionType: 'PREMIUM',
      trialEndsAt,
      subscriptionStartDate: '2030-01-01T00:00:00.000Z',
      canCreateJobs: false,
      jobCount: 0,
    })
    await t.smtp.waitFor(email, (m) => m.subject === 'Activate your Herald account')
    const again = await admin.post('/api/admin/users', { email, firstName: 'Again' })
    expect(again.status).toBe(409)
    expect(await messageOf(again)).toBe(adminUserMessages.emailExists)
    const invalid = await admin.post('/api/admin/users', { email: 'not-an-email', firstName: 'X' })
    expect(invalid.status).toBe(400)
  })
})

describe('editing an account', () => {
  it('applies a plan change to the next request: a Standard account loses Automated Input at once', async () => {
    const { client: user } = await account()
    const id = await idOf(user)
    const jobId = await createJob(user)
    const automated = sampleReport({
      userReportGenerationFilterData: [regionRow('East', 'plan')],
      dataIngestionMode: 'AUTOMATED_FILTERS',
      filterName: 'Sales/Region',
    })
    const before = await user.post(`/api/report-job-conf?userJobId=${jobId}`, automated)
    expect(before.status, await before.clone().text()).toBe(200)
    expect((await edit(id, { subscriptionType: 'STANDARD' })).status).toBe(200)
    const after = await user.post(`/api/report-job-conf?userJobId=${jobId}`, automated)
    expect(after.status).toBe(403)
    expect(await messageOf(after)).toBe(planMessages.notOnStandard('automatedInput'))
    expect((await (await user.get('/api/account')).json())['subscriptionType']).toBe('STANDARD')
  })

  it('moves the trial start when the trial end is set, and records each change as an audit event', async () => {
    const { client: user, email } = await account()
    const id = await idOf(user)
    const saved = await edit(id, {
      lastName: 'Byron',
      subscriptionType: 'PREMIUM',
      trialEndsAt: '2031-05-08T12:00:00.000Z',
      canCreateJobs: false,
    })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({
      subscriptionType: 'PREMIUM',
      subscriptionStartDate: '2031-05-01T12:00:00.000Z',
      canCreateJobs: false,
    })
    expect((await (await user.get('/api/account')).json())['canCreateJobs']).toBe(false)
    const { events } = await auditEvents(`type=USER_UPDATED&principal=${encodeURIComponent(adminEmail)}`)
    const event = events.find((e) => e.data['user'] === email)
    expect(event?.principal).toBe(adminEmail)
    expect(event?.data).toMatchObject({
      lastName: ' → Byron',
      subscriptionType: 'FREE_TRIAL → PREMIUM',
      canCreateJobs: 'true → false',
    })
  })

  it('refuses to let an admin remove their own admin role, deactivate or delete themselves', async () => {
    const demote = await edit(adminId, { authorities: ['ROLE_USER'] })
    expect(demote.status).toBe(400)
    expect(await messageOf(demote)).toBe(adminUserMessages.selfDemotion)
    const deactivate = await edit(adminId, { deactivated: true })
    expect(deactivate.status).toBe(400)
    expect(await messageOf(deactivate)).toBe(adminUserMessages.selfDeactivation)
    const remove = await admin.request('DELETE', `/api/admin/users/${adminId}`)
    expect(remove.status).toBe(400)
    expect(await messageOf(remove)).toBe(adminUserMessages.selfDeletion)
    expect((await admin.get('/api/admin/users')).status).toBe(200)
  })

  it('answers 404 for an account that does not exist', async () => {
    expect((await admin.get('/api/admin/users/no-such-user')).status).toBe(404)
    expect((await edit(adminId, {}, admin)).status).toBe(200)
    expect((await admin.request('DELETE', '/api/admin/users/no-such-user')).status).toBe(404)
  })
})

describe('deactivation', () => {
  it("stops the account's session and API key at once, refuses sign-in, and reactivation restores the key", async () => {
    const { client: user, email } = await account()
    const id = await idOf(user)
    const key = (await (await user.post('/api/api-key')).json())['keySecret'] as string
    const api = new HttpClient(t.url, { ...t.client().headers, authorization: `Bearer ${key}` })
    expect((await api.get('/api/account')).status).toBe(200)

    expect((await edit(id, { deactivated: true })).status).toBe(200)
    expect((await user.get('/api/account')).status).toBe(401)
    const refusedKey = await api.get('/api/user-jobs')
    expect(refusedKey.status).toBe(403)
    expect(await messageOf(refusedKey)).toBe(adminUserMessages.deactivated)
    const { rows } = await db.query('select 1 from sessions where user_id = $1', [id])
    expect(rows).toEqual([])

    const signIn = t.client()
    const seen = new Set<string>()
    await nextCode(t.smtp, email, seen) // the code the account signed in with
    expect((await sendCode(signIn, email)).status).toBe(200)
    const otp = await nextCode(t.smtp, email, seen)
    const refused = await signIn.post('/api/auth/sign-in/email-otp', { email, otp })
    expect(refused.status).toBe(403)
    expect(await messageOf(refused)).toBe(adminUserMessages.deactivated)

    expect((await detail(id)).deactivated).toBe(true)
    expect((await edit(id, { deactivated: false })).status).toBe(200)
    expect((await api.get('/api/user-jobs')).status).toBe(200)
    const types = (await auditEvents('type=USER_DEACTIVATED')).events.concat(
      (await auditEvents('type=USER_REACTIVATED')).events,
    )
    expect(
      types
        .filter((e) => e.data['user'] === email)
        .map((e) => e.type)
        .sort(),
    ).toEqual(['USER_DEACTIVATED', 'USER_REACTIVATED'])
  })
})

describe('deleting an account', () => {
  it('names what it deletes, then removes the jobs, the API key and the generated files', async () => {
    const { client: user, email } = await account()
    const id = await idOf(user)
    const jobId = await createReportJob(user, {
      rows: [regionRow('East', 'gone'), regionRow('West', 'gone')],
    })
    await createJob(user)
    const runId = await runNow(user, jobId)
    expect(await waitForRun(user, jobId, runId)).toMatchObject({ runStatus: 'SUCCESS' })
    const key = (await (await user.post('/api/api-key')).json())['keySecret'] as string
    const { rows } = await db.query<{ document_id: string }>(
      `select f.document_id from run_files f join job_runs r on r.id = f.run_id where r.job_id = $1`,
      [jobId],
    )
    const stored = rows.map((r) => path.join(t.dataDir, 'files', r.document_id.slice(0, 2), r.document_id))
    expect(stored).toHaveLength(2)
    expect(stored.every((file) => existsSync(file))).toBe(true)

    expect(await detail(id)).toMatchObject({ jobCount: 2, fileCount: 2, apiKeyCount: 1 })
    const response = await admin.request('DELETE', `/api/admin/users/${id}`)
    expect(response.status).toBe(200)
    expect((await response.json()) as unknown as AdminUserDeletion).toEqual({
      email,
      jobs: 2,
      files: 2,
      apiKeys: 1,
    })
    expect(stored.some((file) => existsSync(file))).toBe(false)
    const left = await db.query('select 1 from user_jobs where id = $1', [jobId])
    expect(left.rows).toEqual([])
    const api = new HttpClient(t.url, { authorization: `Bearer ${key}` })
    expect((await api.get('/api/user-jobs')).status).toBe(401)
    expect((await user.get('/api/account')).status).toBe(401)
    expect((await admin.get(`/api/admin/users/${id}`)).status).toBe(404)
    const { events } = await auditEvents('type=USER_DELETED')
    expect(events.find((e) => e.data['user'] === email)?.data).toMatchObject({ jobs: '2', files: '2' })
  })
})

describe('audits', () => {
  it('records job deletions, and pages and filters by type, principal and date range', async () => {
    const { client: user, email } = await account()
    const jobIds = [await createJob(user), await createJob(user), await createJob(user)]
    for (const jobId of jobIds)
      expect((await user.request('DELETE', `/api/user-jobs/${jobId}`)).status).toBe(204)

    const who = `type=JOB_DELETED&principal=${encodeURIComponent(email)}`
    const first = await auditEvents(`${who}&page=0&size=2`)
    expect(first.total).toBe(3)
    expect(first.events.map((e) => e.data['jobId'])).toEqual([String(jobIds[2]), String(jobIds[1])])
    const second = await auditEvents(`${who}&page=1&size=2`)
    expect(second.events.map((e) => e.data['jobId'])).toEqual([String(jobIds[0])])
    const oldestFirst = await auditEvents(`${who}&sort=timestamp,asc`)
    expect(oldestFirst.events.map((e) => e.data['jobId'])).toEqual(jobIds.map(String))

    const today = new Date().toISOString().slice(0, 10)
    expect((await auditEvents(`${who}&fromDate=${today}&toDate=${today}`)).total).toBe(3)
    expect((await auditEvents(`${who}&toDate=2020-01-01`)).total).toBe(0)
    expect((await auditEvents(`${who}&fromDate=2999-01-01`)).total).toBe(0)
    const signIns = await auditEvents(`type=AUTHENTICATION_SUCCESS&principal=${encodeURIComponent(email)}`)
    expect(signIns.total).toBe(1)
    const registration = await auditEvents(`type=REGISTRATION&principal=${encodeURIComponent(email)}`)
    expect(registration.total).toBe(1)

    const backwards = await admin.get('/management/audits?fromDate=2026-02-02&toDate=2026-02-01')
    expect(backwards.status).toBe(400)
    expect(JSON.stringify(await backwards.json())).toContain(auditMessages.dateOrder)
    const noSuchDay = await admin.get('/management/audits?fromDate=2026-02-30')
    expect(noSuchDay.status).toBe(400)
  })
})
