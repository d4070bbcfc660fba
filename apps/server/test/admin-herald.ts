import type { AdminUserDetail, AdminUserUpdate, AuditEvent } from '@herald/contracts'
import pg from 'pg'
import { afterAll, beforeAll, expect } from 'vitest'
import { signedInClient, uniqueEmail } from './auth-flows.ts'
import type { HttpClient } from './http-client.ts'
import { startTestHerald, type TestHerald } from './start-test-herald.ts'

/** A test Herald with a signed-in admin (by ADMIN_EMAILS), a database client and the admin screens' calls. */
export interface AdminHerald {
  t: TestHerald
  db: pg.Client
  admin: HttpClient
  adminId: string
  adminEmail: string
  /** A new account, signed in. */
  account(): ReturnType<typeof signedInClient>
  detail(id: string): Promise<AdminUserDetail>
  /** Saves the edit form for an account as it is, with the given changes. */
  edit(id: string, change: Partial<AdminUserUpdate>, as?: HttpClient): Promise<Response>
  auditEvents(query: string): Promise<{ events: AuditEvent[]; total: number }>
  stop(): Promise<void>
}

export const messageOf = async (response: Response) =>
  ((await response.json()) as { message: string }).message
export const idOf = async (client: HttpClient) =>
  String((await (await client.get('/api/account')).json())['id'])

async function startAdminHerald(opts: { clock?: () => Date } = {}): Promise<AdminHerald> {
  const adminEmail = uniqueEmail('admin')
  const t = await startTestHerald(
    { ADMIN_EMAILS: adminEmail, RATE_LIMIT_WINDOW_SECONDS: '3600' },
    {},
    undefined,
    opts.clock,
  )
  const db = new pg.Client({ connectionString: t.databaseUrl })
  await db.connect()
  const admin = (await signedInClient(t.client(), t.smtp, adminEmail)).client
  const adminId = await idOf(admin)

  async function detail(id: string): Promise<AdminUserDetail> {
    const response = await admin.get(`/api/admin/users/${id}`)
    expect(response.status).toBe(200)
    return (await response.json()) as unknown as AdminUserDetail
  }

  return {
    t,
    db,
    admin,
    adminId,
    adminEmail,
    account: () => signedInClient(t.client(), t.smtp),
    detail,
    async edit(id, change, as = admin) {
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
    },
    async auditEvents(query) {
      const response = await admin.get(`/management/audits?${query}`)
      expect(response.status, await response.clone().text()).toBe(200)
      return {
        events: (await response.json()) as unknown as AuditEvent[],
        total: Number(response.headers.get('x-total-count')),
      }
    },
    async stop() {
      await db.end()
      await t.stop()
    },
  }
}

/**
 * An AdminHerald for the test file that calls it: started before its tests, stopped after them. The object
 * returned is filled in by `beforeAll`, so read its fields inside tests only.
 */
export function useAdminHerald(opts: { clock?: () => Date } = {}): AdminHerald {
  const h = {} as AdminHerald
  beforeAll(async () => {
    Object.assign(h, await startAdminHerald(opts))
  }, 60_000)
  afterAll(() => h.stop())
  return h
}
