import { randomBytes } from 'node:crypto'
import { authMessages, type AuditEvent } from '@herald/contracts'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/client.ts'
import { useAdminHerald } from '../../../test/admin-herald.ts'
import { recordAuditEvent } from './index.ts'
import { AUDIT_DATA_VALUE_MAX, AUDIT_PRINCIPAL_MAX, TRUNCATED_MARKER } from './bounded-text.ts'

const h = useAdminHerald()

/** Text PostgreSQL cannot compress, so that it fills the index entry as it would from a real client. */
const incompressible = (length: number) => randomBytes(length).toString('hex').slice(0, length)
/** An "email" far beyond any address and beyond what the principal index can hold (~2,700 bytes). */
const longEmail = `${incompressible(3000)}@example.com`

const doors: [string, Record<string, unknown>][] = [
  ['/api/auth/email-otp/send-verification-otp', { email: longEmail, type: 'sign-in' }],
  ['/api/auth/sign-in/email-otp', { email: longEmail, otp: '123456' }],
  ['/api/auth/sign-in/email', { email: longEmail, password: 'whatever it is' }],
  ['/api/auth/request-password-reset', { email: longEmail, redirectTo: '/reset/finish' }],
  ['/api/register', { firstName: 'Ada', email: longEmail, langKey: 'en' }],
]

describe('user-supplied text in the audit trail is bounded', () => {
  it('answers a 3,000-character email at every sign-in door with a 400 that says why, never a 500', async () => {
    for (const [path, body] of doors) {
      const response = await h.t.client().post(path, body)
      expect(response.status, path).toBe(400)
      const { message, fieldErrors } = (await response.json()) as {
        message: string
        fieldErrors?: { message: string }[]
      }
      expect([message, ...(fieldErrors ?? []).map((e) => e.message)], path).toContain(authMessages.emailMax)
    }
    const { rows } = await h.db.query<{ n: string }>(
      'select count(*) as n from audit_events where length(principal) > $1',
      [AUDIT_PRINCIPAL_MAX],
    )
    expect(rows[0]!.n).toBe('0')
  })

  it('stores a long principal and long data values cut to their bound, with a marker', async () => {
    const handle = await openDatabase({
      databaseUrl: h.t.databaseUrl,
      dataDir: '/tmp',
      onConnectionLost: () => undefined,
    })
    try {
      const principal = `ppp${incompressible(5000)}@example.com`
      await recordAuditEvent(handle.db, {
        principal,
        type: 'AUTHENTICATION_FAILURE',
        data: { reason: '😀'.repeat(4000), status: '401' },
      })
    } finally {
      await handle.close()
    }
    const { rows } = await h.db.query<{ principal: string; data: Record<string, string> }>(
      "select principal, data from audit_events where principal like 'ppp%' order by id desc limit 1",
    )
    const [row] = rows
    expect(Array.from(row!.principal)).toHaveLength(AUDIT_PRINCIPAL_MAX)
    expect(row!.principal.endsWith(TRUNCATED_MARKER)).toBe(true)
    expect(Array.from(row!.data['reason']!)).toHaveLength(AUDIT_DATA_VALUE_MAX)
    // Cut between code points: no half of a surrogate pair is left before the marker.
    expect(row!.data['reason']).toBe(
      '😀'.repeat(AUDIT_DATA_VALUE_MAX - TRUNCATED_MARKER.length) + TRUNCATED_MARKER,
    )
    expect(row!.data['status']).toBe('401')
  })

  it('shows events stored before the bound cut to it on the audits page', async () => {
    const principal = `old-xxx${incompressible(2000)}`
    await h.db.query(
      "insert into audit_events (principal, type, data) values ($1, 'AUTHENTICATION_FAILURE', $2)",
      [principal, JSON.stringify({ detail: 'y'.repeat(20_000) })],
    )
    const { events } = await h.auditEvents('principal=old-xxx&size=5')
    const event = events.find((e: AuditEvent) => e.principal.startsWith('old-'))!
    expect(event.principal).toHaveLength(AUDIT_PRINCIPAL_MAX)
    expect(event.principal.endsWith(TRUNCATED_MARKER)).toBe(true)
    expect(event.data['detail']).toHaveLength(AUDIT_DATA_VALUE_MAX)
  })
})
