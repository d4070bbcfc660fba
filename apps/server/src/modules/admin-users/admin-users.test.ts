import { adminUserMessages, planMessages, type AdminUser, type AdminUserDetail } from '@herald/contracts'
import { describe, expect, it } from 'vitest'
import { idOf, messageOf, useAdminHerald } from '../../../test/admin-herald.ts'
import { uniqueEmail } from '../../../test/auth-flows.ts'
import { createJob, regionRow, sampleReport } from '../../../test/report-jobs.ts'

const h = useAdminHerald()

describe('who may call the admin endpoints', () => {
  // Anonymous callers (401) and users (403) are refused on every admin endpoint: test/access-walk.test.ts.
  it('serves an admin on every endpoint', async () => {
    const { client: user } = await h.account()
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
      const served = await h.admin.request(method, url, body)
      expect(`${method} ${url} ${served.status}`).toMatch(/ 20[01]$/)
    }
    expect(await (await h.admin.get('/api/authorities')).json()).toEqual(['ROLE_USER', 'ROLE_ADMIN'])
  })

  it('makes an account admin by its stored role, at once, and takes it back at once', async () => {
    const { client: user, email } = await h.account()
    const id = await idOf(user)
    expect((await user.get('/api/admin/users')).status).toBe(403)
    expect((await h.edit(id, { authorities: ['ROLE_USER', 'ROLE_ADMIN'] })).status).toBe(200)
    expect((await user.get('/api/admin/users')).status).toBe(200)
    expect((await (await user.get('/api/account')).json())['authorities']).toEqual([
      'ROLE_USER',
      'ROLE_ADMIN',
    ])
    expect((await h.edit(id, { authorities: ['ROLE_USER'] })).status).toBe(200)
    expect((await user.get('/management/audits')).status).toBe(403)
    const { rows } = await h.db.query<{ role: string }>('select role from users where email = $1', [email])
    expect(rows[0]?.role).toBe('ROLE_USER')
  })

  it('keeps an ADMIN_EMAILS account admin whatever role is stored', async () => {
    await h.db.query(`update users set role = 'ROLE_USER' where id = $1`, [h.adminId])
    const me = await h.detail(h.adminId)
    expect(me).toMatchObject({ adminByConfiguration: true, authorities: ['ROLE_USER', 'ROLE_ADMIN'] })
  })
})

describe('the user list', () => {
  it('pages on the server with x-total-count, searches email and name, sorts', async () => {
    const tag = `find${Date.now()}`
    for (const name of ['Carol', 'Alice', 'Bob']) {
      const created = await h.admin.post('/api/admin/users', {
        email: `${name.toLowerCase()}-${tag}@example.com`,
        firstName: name,
        lastName: tag,
      })
      expect(created.status).toBe(201)
    }
    const first = await h.admin.get(`/api/admin/users?search=${tag}&sort=name,asc&page=0&size=2`)
    expect(first.headers.get('x-total-count')).toBe('3')
    const page = (await first.json()) as unknown as AdminUser[]
    expect(page.map((u) => u.firstName)).toEqual(['Alice', 'Bob'])
    const second = (await (
      await h.admin.get(`/api/admin/users?search=${tag}&sort=name,asc&page=1&size=2`)
    ).json()) as unknown as AdminUser[]
    expect(second.map((u) => u.firstName)).toEqual(['Carol'])
    const byEmail = (await (
      await h.admin.get(`/api/admin/users?search=BOB-${tag}&sort=email,desc`)
    ).json()) as unknown as AdminUser[]
    expect(byEmail.map((u) => u.email)).toEqual([`bob-${tag}@example.com`])
    const none = await h.admin.get('/api/admin/users?search=%25_nobody')
    expect(none.headers.get('x-total-count')).toBe('0')
    for (const sort of ['roles', 'plan', 'trialEndsAt', 'lastSignInAt', 'jobs', 'activated', 'createdDate']) {
      expect((await h.admin.get(`/api/admin/users?sort=${sort},desc`)).status).toBe(200)
    }
    const bad = await h.admin.get('/api/admin/users?sort=password,asc')
    expect(bad.status).toBe(400)
  })

  it('shows the plan, trial end, last sign-in and job count of an account', async () => {
    const { client: user } = await h.account()
    await createJob(user)
    const id = await idOf(user)
    const user1 = await h.detail(id)
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
    const response = await h.admin.post('/api/admin/users', {
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
    await h.t.smtp.waitFor(email, (m) => m.subject === 'Activate your Herald account')
    const again = await h.admin.post('/api/admin/users', { email, firstName: 'Again' })
    expect(again.status).toBe(409)
    expect(await messageOf(again)).toBe(adminUserMessages.emailExists)
    const invalid = await h.admin.post('/api/admin/users', { email: 'not-an-email', firstName: 'X' })
    expect(invalid.status).toBe(400)
  })
})

describe('editing an account', () => {
  it('applies a plan change to the next request: a Standard account loses Automated Input at once', async () => {
    const { client: user } = await h.account()
    const id = await idOf(user)
    const jobId = await createJob(user)
    const automated = sampleReport({
      userReportGenerationFilterData: [regionRow('East', 'plan')],
      dataIngestionMode: 'AUTOMATED_FILTERS',
      filterName: 'Sales/Region',
    })
    const before = await user.post(`/api/report-job-conf?userJobId=${jobId}`, automated)
    expect(before.status, await before.clone().text()).toBe(200)
    expect((await h.edit(id, { subscriptionType: 'STANDARD' })).status).toBe(200)
    const after = await user.post(`/api/report-job-conf?userJobId=${jobId}`, automated)
    expect(after.status).toBe(403)
    expect(await messageOf(after)).toBe(planMessages.notOnStandard('automatedInput'))
    expect((await (await user.get('/api/account')).json())['subscriptionType']).toBe('STANDARD')
  })

  it('moves the trial start when the trial end is set, and records each change as an audit event', async () => {
    const { client: user, email } = await h.account()
    const id = await idOf(user)
    const saved = await h.edit(id, {
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
    const { events } = await h.auditEvents(`type=USER_UPDATED&principal=${encodeURIComponent(h.adminEmail)}`)
    const event = events.find((e) => e.data['user'] === email)
    expect(event?.principal).toBe(h.adminEmail)
    expect(event?.data).toMatchObject({
      lastName: ' → Byron',
      subscriptionType: 'FREE_TRIAL → PREMIUM',
      canCreateJobs: 'true → false',
    })
  })

  it('refuses to let an admin remove their own admin role, deactivate or delete themselves', async () => {
    const demote = await h.edit(h.adminId, { authorities: ['ROLE_USER'] })
    expect(demote.status).toBe(400)
    expect(await messageOf(demote)).toBe(adminUserMessages.selfDemotion)
    const deactivate = await h.edit(h.adminId, { deactivated: true })
    expect(deactivate.status).toBe(400)
    expect(await messageOf(deactivate)).toBe(adminUserMessages.selfDeactivation)
    const remove = await h.admin.request('DELETE', `/api/admin/users/${h.adminId}`)
    expect(remove.status).toBe(400)
    expect(await messageOf(remove)).toBe(adminUserMessages.selfDeletion)
    expect((await h.admin.get('/api/admin/users')).status).toBe(200)
  })

  it('answers 404 for an account that does not exist', async () => {
    expect((await h.admin.get('/api/admin/users/no-such-user')).status).toBe(404)
    expect((await h.edit(h.adminId, {}, h.admin)).status).toBe(200)
    expect((await h.admin.request('DELETE', '/api/admin/users/no-such-user')).status).toBe(404)
  })
})
