import { existsSync } from 'node:fs'
import path from 'node:path'
import { adminUserMessages, auditMessages, type AdminUserDeletion } from '@herald/contracts'
import { describe, expect, it } from 'vitest'
import { idOf, messageOf, useAdminHerald } from '../../../test/admin-herald.ts'
import { nextCode, sendCode } from '../../../test/auth-flows.ts'
import { HttpClient } from '../../../test/http-client.ts'
import { createJob, createReportJob, regionRow, runNow, waitForRun } from '../../../test/report-jobs.ts'

const h = useAdminHerald()

describe('deactivation', () => {
  it("stops the account's session and API key at once, refuses sign-in, and reactivation restores the key", async () => {
    const { client: user, email } = await h.account()
    const id = await idOf(user)
    const key = (await (await user.post('/api/api-key')).json())['keySecret'] as string
    const api = new HttpClient(h.t.url, { ...h.t.client().headers, authorization: `Bearer ${key}` })
    expect((await api.get('/api/account')).status).toBe(200)

    expect((await h.edit(id, { deactivated: true })).status).toBe(200)
    expect((await user.get('/api/account')).status).toBe(401)
    const refusedKey = await api.get('/api/user-jobs')
    expect(refusedKey.status).toBe(403)
    expect(await messageOf(refusedKey)).toBe(adminUserMessages.deactivated)
    const { rows } = await h.db.query('select 1 from sessions where user_id = $1', [id])
    expect(rows).toEqual([])

    const signIn = h.t.client()
    const seen = new Set<string>()
    await nextCode(h.t.smtp, email, seen) // the code the account signed in with
    expect((await sendCode(signIn, email)).status).toBe(200)
    const otp = await nextCode(h.t.smtp, email, seen)
    const refused = await signIn.post('/api/auth/sign-in/email-otp', { email, otp })
    expect(refused.status).toBe(403)
    expect(await messageOf(refused)).toBe(adminUserMessages.deactivated)

    expect((await h.detail(id)).deactivated).toBe(true)
    expect((await h.edit(id, { deactivated: false })).status).toBe(200)
    expect((await api.get('/api/user-jobs')).status).toBe(200)
    const types = (await h.auditEvents('type=USER_DEACTIVATED')).events.concat(
      (await h.auditEvents('type=USER_REACTIVATED')).events,
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
    const { client: user, email } = await h.account()
    const id = await idOf(user)
    const jobId = await createReportJob(user, {
      rows: [regionRow('East', 'gone'), regionRow('West', 'gone')],
    })
    await createJob(user)
    const runId = await runNow(user, jobId)
    expect(await waitForRun(user, jobId, runId)).toMatchObject({ runStatus: 'SUCCESS' })
    const key = (await (await user.post('/api/api-key')).json())['keySecret'] as string
    const { rows } = await h.db.query<{ document_id: string }>(
      `select f.document_id from run_files f join job_runs r on r.id = f.run_id where r.job_id = $1`,
      [jobId],
    )
    const stored = rows.map((r) => path.join(h.t.dataDir, 'files', r.document_id.slice(0, 2), r.document_id))
    expect(stored).toHaveLength(2)
    expect(stored.every((file) => existsSync(file))).toBe(true)

    expect(await h.detail(id)).toMatchObject({ jobCount: 2, fileCount: 2, apiKeyCount: 1 })
    const response = await h.admin.request('DELETE', `/api/admin/users/${id}`)
    expect(response.status).toBe(200)
    expect((await response.json()) as unknown as AdminUserDeletion).toEqual({
      email,
      jobs: 2,
      files: 2,
      apiKeys: 1,
    })
    expect(stored.some((file) => existsSync(file))).toBe(false)
    const left = await h.db.query('select 1 from user_jobs where id = $1', [jobId])
    expect(left.rows).toEqual([])
    const api = new HttpClient(h.t.url, { authorization: `Bearer ${key}` })
    expect((await api.get('/api/user-jobs')).status).toBe(401)
    expect((await user.get('/api/account')).status).toBe(401)
    expect((await h.admin.get(`/api/admin/users/${id}`)).status).toBe(404)
    const { events } = await h.auditEvents('type=USER_DELETED')
    expect(events.find((e) => e.data['user'] === email)?.data).toMatchObject({ jobs: '2', files: '2' })
  })
})

describe('audits', () => {
  it('records job deletions, and pages and filters by type, principal and date range', async () => {
    const { client: user, email } = await h.account()
    const jobIds = [await createJob(user), await createJob(user), await createJob(user)]
    for (const jobId of jobIds)
      expect((await user.request('DELETE', `/api/user-jobs/${jobId}`)).status).toBe(204)

    const who = `type=JOB_DELETED&principal=${encodeURIComponent(email)}`
    const first = await h.auditEvents(`${who}&page=0&size=2`)
    expect(first.total).toBe(3)
    expect(first.events.map((e) => e.data['jobId'])).toEqual([String(jobIds[2]), String(jobIds[1])])
    const second = await h.auditEvents(`${who}&page=1&size=2`)
    expect(second.events.map((e) => e.data['jobId'])).toEqual([String(jobIds[0])])
    const oldestFirst = await h.auditEvents(`${who}&sort=timestamp,asc`)
    expect(oldestFirst.events.map((e) => e.data['jobId'])).toEqual(jobIds.map(String))

    const today = new Date().toISOString().slice(0, 10)
    expect((await h.auditEvents(`${who}&fromDate=${today}&toDate=${today}`)).total).toBe(3)
    expect((await h.auditEvents(`${who}&toDate=2020-01-01`)).total).toBe(0)
    expect((await h.auditEvents(`${who}&fromDate=2999-01-01`)).total).toBe(0)
    const signIns = await h.auditEvents(`type=AUTHENTICATION_SUCCESS&principal=${encodeURIComponent(email)}`)
    expect(signIns.total).toBe(1)
    const registration = await h.auditEvents(`type=REGISTRATION&principal=${encodeURIComponent(email)}`)
    expect(registration.total).toBe(1)

    const backwards = await h.admin.get('/management/audits?fromDate=2026-02-02&toDate=2026-02-01')
    expect(backwards.status).toBe(400)
    expect(JSON.stringify(await backwards.json())).toContain(auditMessages.dateOrder)
    const noSuchDay = await h.admin.get('/management/audits?fromDate=2026-02-30')
    expect(noSuchDay.status).toBe(400)
  })
})
