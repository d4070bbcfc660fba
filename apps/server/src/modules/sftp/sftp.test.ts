import { planMessages, sftpMessages, type SftpCredentials } from '@herald/contracts'
import pg from 'pg'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient, uniqueEmail } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { createReportJob, regionRow, runNow, waitForRun } from '../../../test/report-jobs.ts'
import { connectSftp, readdir, readFile, refusal, statusOf } from '../../../test/sftp-client.ts'
import { generateEd25519KeyPair } from '../../platform/sftp/index.ts'
import { freePort, startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

let t: TestHerald
let db: pg.Client
let admin: HttpClient
let port: number
const logs: string[] = []
const adminEmail = uniqueEmail('admin')

beforeAll(async () => {
  port = await freePort()
  const log = pino({ level: 'debug' }, { write: (line: string) => void logs.push(line) })
  t = await startTestHerald(
    {
      ADMIN_EMAILS: adminEmail,
      RATE_LIMIT_WINDOW_SECONDS: '3600',
      SFTP_PORT: String(port),
      SFTP_PUBLIC_HOST: 'files.example.com',
    },
    {},
    log,
  )
  db = new pg.Client({ connectionString: t.databaseUrl })
  await db.connect()
  admin = (await signedInClient(t.client(), t.smtp, adminEmail)).client
}, 60_000)
afterAll(async () => {
  await db?.end()
  await t?.stop()
})

const idOf = async (client: HttpClient) => String((await (await client.get('/api/account')).json())['id'])

/** A signed-in account on a plan, with its id. */
async function account(plan: string) {
  const { client, email } = await signedInClient(t.client(), t.smtp)
  const id = await idOf(client)
  await db.query('update users set subscription_type = $1 where id = $2', [plan, id])
  return { client, email, id }
}

async function issue(id: string, body: Record<string, unknown> = {}) {
  const response = await admin.post(`/api/admin/users/${id}/sftp-credentials`, body)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as unknown as SftpCredentials
}

/** An owner on Premium with one finished run of two files, the PDFs as mailed, and SFTP credentials. */
async function ownerWithRun() {
  const owner = await account('PREMIUM')
  const tag = `sftp${Date.now()}`
  const jobId = await createReportJob(owner.client, {
    rows: [regionRow('East', tag), regionRow('West', tag)],
  })
  const runId = await runNow(owner.client, jobId)
  await waitForRun(owner.client, jobId, runId)
  const mailed = async (region: string) => {
    const mail = await t.smtp.waitFor(`to-${region}-${tag}@example.com`)
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf')!
    return { name: pdf.filename!, bytes: pdf.content }
  }
  return {
    ...owner,
    mailed: [await mailed('east'), await mailed('west')],
    credentials: await issue(owner.id),
  }
}

describe('SFTP download', () => {
  let owner: Awaited<ReturnType<typeof ownerWithRun>>
  beforeAll(async () => {
    owner = await ownerWithRun()
  }, 120_000)

  it('issues credentials once: host, port, user name and a password, never shown again', async () => {
    const { credentials } = owner
    expect(credentials).toMatchObject({ host: 'files.example.com', port, authentication: 'PASSWORD' })
    expect(credentials.password).toMatch(/^[\w-]{24}$/)
    const shown = await owner.client.get('/api/account/sftp')
    expect(shown.status).toBe(200)
    const body = await shown.text()
    expect(JSON.parse(body)).toEqual({ host: 'files.example.com', port, username: credentials.username })
    const detail = await (await admin.get(`/api/admin/users/${owner.id}`)).text()
    const audits = await db.query(`select data::text from audit_events where type like 'SFTP_%'`)
    for (const text of [body, detail, ...audits.rows.map((r: { data: string }) => r.data), ...logs]) {
      expect(text).not.toContain(credentials.password)
    }
  })

  it('lets the owner list and download the run’s PDFs, byte for byte as mailed', async () => {
    const { sftp, end } = await connectSftp(port, {
      username: owner.credentials.username,
      password: owner.credentials.password!,
    })
    try {
      const [job] = await readdir(sftp, '/')
      const [run] = await readdir(sftp, `/${job}`)
      expect(run).toMatch(/^\d{4}-\d\d-\d\d \d\d-\d\d-\d\d$/)
      const files = await readdir(sftp, `/${job}/${run}`)
      expect(files).toEqual(owner.mailed.map((m) => m.name).sort())
      for (const mailed of owner.mailed) {
        expect((await readFile(sftp, `/${job}/${run}/${mailed.name}`)).equals(mailed.bytes)).toBe(true)
      }
    } finally {
      end()
    }
  })

  it('shows another account only its own (empty) folder; ../ and absolute paths go nowhere', async () => {
    const other = await account('ENTERPRISE')
    const credentials = await issue(other.id)
    const { sftp, end } = await connectSftp(port, {
      username: credentials.username,
      password: credentials.password!,
    })
    try {
      expect(await readdir(sftp, '/')).toEqual([])
      expect(await readdir(sftp, '../../..')).toEqual([])
      const realpath = await new Promise<string>((resolve, reject) =>
        sftp.realpath('../../etc/..', (error, path) => (error ? reject(error) : resolve(path))),
      )
      expect(realpath).toBe('/')
      for (const path of ['/etc/passwd', '../../../../etc/passwd', '/../etc', `/${owner.mailed[0]!.name}`]) {
        expect(await statusOf((done) => sftp.stat(path, done))).toBe(2)
        expect(await statusOf((done) => sftp.open(path, 'r', done))).toBe(2)
      }
    } finally {
      end()
    }
  })

  it('refuses writes, folders, removals, renames and attribute changes', async () => {
    const { sftp, end } = await connectSftp(port, {
      username: owner.credentials.username,
      password: owner.credentials.password!,
    })
    try {
      const [job] = await readdir(sftp, '/')
      const [run] = await readdir(sftp, `/${job}`)
      const file = `/${job}/${run}/${owner.mailed[0]!.name}`
      expect(await statusOf((done) => sftp.open(file, 'w', done))).toBe(3)
      expect(await statusOf((done) => sftp.open('/new.pdf', 'a', done))).toBe(3)
      expect(await statusOf((done) => sftp.mkdir('/new', done))).toBe(3)
      expect(await statusOf((done) => sftp.rmdir(`/${job}`, done))).toBe(3)
      expect(await statusOf((done) => sftp.unlink(file, done))).toBe(3)
      expect(await statusOf((done) => sftp.rename(file, '/moved.pdf', done))).toBe(3)
      expect(await statusOf((done) => sftp.setstat(file, { mode: 0o777 }, done))).toBe(3)
      expect((await readFile(sftp, file)).equals(owner.mailed[0]!.bytes)).toBe(true)
    } finally {
      end()
    }
  })

  it('refuses Standard and trial accounts at sign-in, saying why (the plan is read at each sign-in)', async () => {
    const standard = await account('STANDARD')
    const credentials = await issue(standard.id)
    const auth = { username: credentials.username, password: credentials.password! }
    expect(await refusal(port, auth)).toBe(planMessages.sftpNotOnPlan)
    await db.query(`update users set subscription_type = 'FREE_TRIAL' where id = $1`, [standard.id])
    expect(await refusal(port, auth)).toBe(planMessages.sftpNotOnPlan)
    await db.query(`update users set subscription_type = 'PREMIUM' where id = $1`, [standard.id])
    expect(await refusal(port, auth)).toBe('accepted')
    await db.query('update users set deactivated_at = now() where id = $1', [standard.id])
    expect(await refusal(port, auth)).toBe(sftpMessages.deactivated)
  })

  it('accepts an SSH public key instead of a password', async () => {
    const pair = generateEd25519KeyPair()
    const credentials = await issue(owner.id, { publicKey: `${pair.public} laptop` })
    expect(credentials).toMatchObject({ username: owner.credentials.username, password: null })
    expect(await refusal(port, { username: credentials.username, privateKey: pair.private })).toBe('accepted')
    const stranger = generateEd25519KeyPair()
    expect(await refusal(port, { username: credentials.username, privateKey: stranger.private })).toBe(
      'refused',
    )
    // Replaced: the old password no longer works.
    expect(
      await refusal(port, { username: credentials.username, password: owner.credentials.password! }),
    ).toBe('refused')
  })

  it('stops revoked credentials at once', async () => {
    const revoked = await account('PREMIUM')
    const credentials = await issue(revoked.id)
    const auth = { username: credentials.username, password: credentials.password! }
    expect(await refusal(port, auth)).toBe('accepted')
    const path = `/api/admin/users/${revoked.id}/sftp-credentials`
    const status = await admin.get(path)
    const statusText = await status.text()
    expect(JSON.parse(statusText)).toEqual({
      enabled: true,
      credentials: {
        host: 'files.example.com',
        port,
        username: credentials.username,
        authentication: 'PASSWORD',
        issuedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    })
    expect(statusText).not.toContain(credentials.password)
    expect((await admin.request('DELETE', path)).status).toBe(204)
    expect(await (await admin.get(path)).json()).toEqual({ enabled: true, credentials: null })
    expect(await refusal(port, auth)).toBe('refused')
    const gone = await revoked.client.get('/api/account/sftp')
    expect([gone.status, await gone.text()]).toEqual([200, 'null'])
    const again = await admin.request('DELETE', `/api/admin/users/${revoked.id}/sftp-credentials`)
    expect(again.status).toBe(404)
    expect(((await again.json()) as { message: string }).message).toBe(sftpMessages.noCredentials)
  })

  it('limits failed sign-ins per user name and audits them', async () => {
    const target = await account('PREMIUM')
    const credentials = await issue(target.id)
    for (let n = 0; n < 5; n++) {
      expect(await refusal(port, { username: credentials.username, password: 'wrong-password' })).toBe(
        'refused',
      )
    }
    const right = { username: credentials.username, password: credentials.password! }
    expect(await refusal(port, right)).toBe(sftpMessages.tooManyFailures)
    const audited = await db.query(
      `select data->>'reason' as reason from audit_events
       where type = 'AUTHENTICATION_FAILURE' and principal = $1 and data->>'channel' = 'SFTP' order by id`,
      [credentials.username],
    )
    expect(audited.rows.map((r: { reason: string }) => r.reason)).toEqual([
      ...Array<string>(5).fill('Bad credentials'),
      'Too many failed sign-ins',
    ])
  })
})

describe('the credentials endpoints', () => {
  it('show an account without credentials nothing (200 null: a normal state, not an error)', async () => {
    const user = await account('PREMIUM')
    const none = await user.client.get('/api/account/sftp')
    expect([none.status, await none.text()]).toEqual([200, 'null'])
  })

  it('say why they refuse: no such account, a key that is not a public key', async () => {
    expect((await admin.post('/api/admin/users/nobody/sftp-credentials', {})).status).toBe(404)
    expect((await admin.get('/api/admin/users/nobody/sftp-credentials')).status).toBe(404)
    const user = await account('PREMIUM')
    const privateKey = generateEd25519KeyPair().private
    for (const publicKey of ['ssh-rsa not-base64', privateKey]) {
      const response = await admin.post(`/api/admin/users/${user.id}/sftp-credentials`, { publicKey })
      expect(response.status).toBe(400)
      expect(((await response.json()) as { message: string }).message).toBe(sftpMessages.invalidPublicKey)
    }
  })
})
