import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient, uniqueEmail } from '../../../test/auth-flows.ts'
import { HttpClient } from '../../../test/http-client.ts'
import type { SmtpSink } from '../../../test/smtp-sink.ts'
import { createTestDatabase } from '../../../test/scratch-database.ts'
import { freePort } from '../../../test/start-test-herald.ts'
import { loadConfig } from '../../config.ts'
import { createLogger } from '../../platform/log.ts'
import { startHerald, type Herald } from '../../start-herald.ts'

/**
 * Production with DEV_MAILBOX=true: the built-in mailbox holds every account's sign-in codes and report
 * files, so only a signed-in admin may read it. The test reads codes from the mailbox's own store, as an
 * operator with access to the server would (DATA_DIR/mailbox).
 */
let herald: Herald
let scratch: Awaited<ReturnType<typeof createTestDatabase>>
let mailbox: SmtpSink
const adminEmail = uniqueEmail('admin')
const client = (n: number) => new HttpClient(herald.url!, { 'x-forwarded-for': `10.77.0.${n}` })

beforeAll(async () => {
  const port = await freePort()
  scratch = await createTestDatabase('herald_mailbox')
  const config = loadConfig({
    NODE_ENV: 'production',
    DEV_MAILBOX: 'true',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: scratch.url,
    SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'herald-mailbox-')),
    TRUST_PROXY: 'true',
    ADMIN_EMAILS: adminEmail,
  })
  herald = await startHerald(config, createLogger('silent'))
  const store = herald.devMailbox!
  const recipients = (m: ParsedMail) =>
    [m.to]
      .flat()
      .flatMap((a) => a?.value ?? [])
      .map((v) => v.address?.toLowerCase())
  mailbox = {
    async waitFor(to: string, match: (m: ParsedMail) => boolean = () => true) {
      for (let i = 0; i < 300; i++) {
        const found = (await store.list()).find(
          ({ mail }) => recipients(mail).includes(to.toLowerCase()) && match(mail),
        )
        if (found) return found.mail
        await new Promise((r) => setTimeout(r, 50))
      }
      throw new Error(`no email to ${to}`)
    },
  } as SmtpSink
})
afterAll(async () => {
  await herald?.stop()
  await scratch?.drop()
})

describe('the dev mailbox in production', () => {
  it('is closed to anonymous visitors, page and attachments alike', async () => {
    const anonymous = client(1)
    expect((await anonymous.get('/dev/mailbox')).status).toBe(401)
    const [message] = await herald.devMailbox!.list()
    const id = message?.id ?? '1700000000000-00000000-0000-0000-0000-000000000000'
    expect((await anonymous.get(`/dev/mailbox/${id}/attachments/0`)).status).toBe(401)
  })

  it('is closed to a signed-in account that is not an admin', async () => {
    const { client: user } = await signedInClient(client(2), mailbox)
    const page = await user.get('/dev/mailbox')
    expect(page.status).toBe(403)
    expect(((await page.json()) as { message: string }).message).toBe(
      'You are not authorized to access this page.',
    )
  })

  it('opens to a signed-in admin, and the sign-in page does not link to it', async () => {
    const { client: admin } = await signedInClient(client(3), mailbox, adminEmail)
    const page = await admin.get('/dev/mailbox')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(adminEmail)
    expect((await (await client(4).get('/api/profile-info')).json()).devMailbox).toBe(false)
  })
})
