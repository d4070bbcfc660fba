import type { ParsedMail } from 'mailparser'
import { describe, expect, it } from 'vitest'
import type { AuditEvent, SecureLinkView } from '@herald/contracts'
import { useAdminHerald } from '../../../test/admin-herald.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import {
  createReportJob,
  pdfText,
  regionRow,
  runFiles,
  runNow,
  until,
  waitForRun,
} from '../../../test/report-jobs.ts'
import { redactUrl, redactUrlsIn } from '../../platform/http/redact-url.ts'

/**
 * Secure links (ADR 0049) end to end: a job set to 'Send a link instead of the attachment' emails each row
 * a link of its own and no attachment; the link downloads that row's file, each download audited; revoked
 * from history or past its expiry it answers 410 — a page for browsers, an ErrorBody for scripts.
 */
const DAY = 24 * 60 * 60 * 1000
let offset = 0
const h = useAdminHerald({ clock: () => new Date(Date.now() + offset) })

const envelopeOf = (mail: ParsedMail) => (mail as unknown as { envelopeTo: string[] }).envelopeTo
const LINK = /https?:\/\/[^\s"'<>]+\/l\/([A-Za-z0-9_-]{43})/

async function linkedRun(client: HttpClient, tag: string, email: Record<string, unknown>) {
  const rows = ['East', 'West'].map((r) => regionRow(r, tag))
  const jobId = await createReportJob(client, { rows, email })
  const runId = await runNow(client, jobId)
  const done = await waitForRun(client, jobId, runId, undefined, 120_000)
  if (done.emailStatus !== 'Email Success') {
    throw new Error(
      `run not sent: ${JSON.stringify(done)} ${JSON.stringify(await runFiles(client, jobId, runId))}`,
    )
  }
  const mails = new Map<string, ParsedMail>()
  for (const region of ['east', 'west']) {
    const address = `to-${region}-${tag}@example.com`
    await until(`the email to ${address}`, () =>
      h.t.smtp.messages.some((m) => envelopeOf(m).includes(address)),
    )
    mails.set(
      region,
      h.t.smtp.messages.find((m) => envelopeOf(m).includes(address))!,
    )
  }
  return { jobId, runId, mails }
}

const linkOf = (mail: ParsedMail) => {
  const match = LINK.exec(mail.text ?? '')
  if (!match) throw new Error(`no link in ${mail.text}`)
  return { url: match[0], path: new URL(match[0]).pathname, token: match[1]! }
}

const downloads = async (linkId?: number) =>
  (await h.auditEvents('type=SECURE_LINK_DOWNLOADED&size=100')).events.filter(
    (e: AuditEvent) => linkId === undefined || e.data['linkId'] === String(linkId),
  )

describe('an email that carries a secure link', () => {
  it('goes to each row with its own link and no attachment; the link downloads that row’s file, audited per click', async () => {
    const { client } = await h.account()
    const { jobId, runId, mails } = await linkedRun(client, 'link1', { deliverAs: 'LINK', linkExpiryDays: 3 })
    const east = mails.get('east')!
    const west = mails.get('west')!
    expect(east.attachments).toHaveLength(0)
    expect(west.attachments).toHaveLength(0)
    expect(envelopeOf(east)).toEqual(
      expect.arrayContaining([
        'to-east-link1@example.com',
        'cc-east-link1@example.com',
        'bcc-east-link1@example.com',
      ]),
    )
    expect(east.html).toMatch(/Download Sales[^<]*East/)
    const eastLink = linkOf(east)
    const westLink = linkOf(west)
    expect(eastLink.token).not.toBe(westLink.token)
    expect(new URL(eastLink.url).origin).toBe(new URL(h.t.url).origin)

    // A script (no text/html in Accept) gets the main document: the East row's PDF, not West's.
    const anon = h.t.client()
    const first = await anon.get(eastLink.path)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('application/pdf')
    expect(first.headers.get('content-disposition')).toMatch(
      /attachment; filename\*=UTF-8''Sales.*East.*\.pdf/,
    )
    const text = pdfText(Buffer.from(await first.arrayBuffer()))
    expect(text).toContain('East')
    expect(text).not.toContain('West')

    // A browser gets a page listing the download (not counted), then each click downloads and is audited.
    const page = await anon.get(eastLink.path, { accept: 'text/html,application/xhtml+xml' })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Your report is ready')
    expect(html).toContain(`href="${eastLink.path}/pdf"`)
    expect((await anon.get(`${eastLink.path}/pdf`)).status).toBe(200)

    const [file] = (await runFiles(client, jobId, runId)).filter((f) => f.toEmail.includes('east'))
    const listed = await client.get(`/api/user-jobs/${jobId}/history/files/${file!.id}/links`)
    expect(listed.status).toBe(200)
    const [link] = (await listed.json()) as unknown as SecureLinkView[]
    expect(link).toMatchObject({ status: 'ACTIVE', downloads: 2, revokedAt: null })
    expect(JSON.stringify(link)).not.toContain(eastLink.token)
    expect(new Date(link!.expiresAt).getTime() - new Date(link!.createdAt).getTime()).toBe(3 * DAY)
    const audited = await downloads(link!.id)
    expect(audited).toHaveLength(2)
    expect(audited[0]!.principal).toBe('secure-link')
    expect(audited[0]!.data['fileId']).toBe(String(file!.id))

    // Revoked from history: 410 at once, for scripts (ErrorBody) and browsers (a page); nothing more audited.
    const stranger = (await h.account()).client
    const foreign = await stranger.request(
      'DELETE',
      `/api/user-jobs/${jobId}/history/files/${file!.id}/links/${link!.id}`,
    )
    expect(foreign.status).toBe(404)
    const revoked = await client.request(
      'DELETE',
      `/api/user-jobs/${jobId}/history/files/${file!.id}/links/${link!.id}`,
    )
    expect(revoked.status).toBe(204)
    const gone = await anon.get(eastLink.path)
    expect(gone.status).toBe(410)
    expect(((await gone.json()) as { message: string }).message).toBe('This link has expired')
    const gonePage = await anon.get(`${eastLink.path}/pdf`, { accept: 'text/html' })
    expect(gonePage.status).toBe(410)
    expect(await gonePage.text()).toContain('This link has expired')
    expect(await downloads(link!.id)).toHaveLength(2)
    const after = (await (
      await client.get(`/api/user-jobs/${jobId}/history/files/${file!.id}/links`)
    ).json()) as unknown as SecureLinkView[]
    expect(after[0]!.status).toBe('REVOKED')

    // West's link still works, until its 3 days are over.
    expect((await anon.get(westLink.path)).status).toBe(200)
    offset = 3 * DAY + 60_000
    try {
      const expired = await anon.get(westLink.path)
      expect(expired.status).toBe(410)
      const expiredPage = await anon.get(westLink.path, { accept: 'text/html' })
      expect(expiredPage.status).toBe(410)
      expect(await expiredPage.text()).toContain('This link has expired')
    } finally {
      offset = 0
    }
  }, 180_000)

  it('answers 404 for a token no link has, and a link stays out of the request log', async () => {
    const anon = h.t.client()
    const unknown = await anon.get(`/l/${'A'.repeat(43)}`)
    expect(unknown.status).toBe(404)
    expect((await anon.get('/l/short')).status).toBe(404)
    const token = 'x'.repeat(43)
    expect(redactUrl(`/l/${token}/pdf`)).toBe('/l/[redacted]/pdf')
    expect(redactUrl(`/l/${token}?a=b`)).toBe('/l/[redacted]?a=[redacted]')
    expect(redactUrlsIn(`GET http://host/l/${token} failed`)).not.toContain(token)
  })

  it('refuses a link expiry outside 1–30 days with a clear message', async () => {
    const { client } = await h.account()
    const jobId = await createReportJob(client, { rows: [regionRow('East', 'bad')] })
    const saved = await client.post(`/api/job-email-config?userJobId=${jobId}`, {
      fromEmail: 'reports@example.com',
      emailTitle: 'Report',
      deliverAs: 'LINK',
      linkExpiryDays: 31,
    })
    expect(saved.status).toBe(400)
    expect(await saved.text()).toContain('Link expiry must be between 1 and 30 days')
    const ok = await client.post(`/api/job-email-config?userJobId=${jobId}`, {
      fromEmail: 'reports@example.com',
      emailTitle: 'Report',
      deliverAs: 'LINK',
      linkExpiryDays: 30,
    })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ deliverAs: 'LINK', linkExpiryDays: 30 })
  })
})
