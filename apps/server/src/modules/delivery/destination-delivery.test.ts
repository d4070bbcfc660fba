import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { destinationMessages } from '@herald/contracts'
import {
  METRICS_TOKEN,
  startDestinationsHarness,
  type DestinationsHarness,
} from '../../../test/destinations-harness.ts'
import {
  createReportJob,
  pdfText,
  regionRow,
  runNowThenPause,
  waitForRun,
} from '../../../test/report-jobs.ts'

/**
 * Delivery to destinations through one ledger (ADR 0048): a burst to Slack and a webhook with a 429 and a 503 on
 * the way, a refused delivery sent again, a Teams card; history and Prometheus per destination.
 */

let h: DestinationsHarness
beforeAll(async () => {
  h = await startDestinationsHarness()
}, 60_000)
afterAll(async () => {
  await h?.stop()
})

describe('delivering to destinations', () => {
  it('a burst of 3 rows reaches Slack (a file per row, a 429 waited out) and the webhook (3 signed events, a retried one keeping its webhook-id); history shows each', async () => {
    const regions = ['East', 'West', 'North']
    const jobId = await createReportJob(h.client, { rows: regions.map((r) => regionRow(r, 'burst')) })
    h.slack.addChannel('burst')
    const toSlack = await h.addDestination(jobId, {
      type: 'SLACK',
      token: h.slack.token,
      channel: '#burst',
      message: 'Sales for {filterValue}',
    })
    const hook = await h.addDestination(jobId, { type: 'WEBHOOK', url: h.hooks.url })
    h.hooks.setSecret(hook.secret!)
    const before = {
      slack: h.slack.posts.length,
      events: h.hooks.events.length,
      requests: h.hooks.requests.length,
    }
    h.slack.rateLimitNext(1, 1)
    h.hooks.failNext({ status: 503 })

    const runId = await runNowThenPause(h.client, jobId)
    await waitForRun(h.client, jobId, runId)
    const files = await h.settledFiles(jobId, runId)

    const posts = h.slack.posts.slice(before.slack).filter((p) => p.channelName === 'burst')
    expect(posts.map((p) => p.fileName).sort()).toEqual(regions.map((r) => `Sales - ${r}.pdf`).sort())
    for (const post of posts) {
      const region = /Sales - (\w+)\.pdf/.exec(post.fileName)![1]!
      expect(post.comment).toBe(`Sales for ${region}`)
      const text = pdfText(post.bytes)
      expect(text).toContain(region)
      for (const other of regions.filter((r) => r !== region)) expect(text).not.toContain(other)
    }
    expect(h.slack.calls).toContain('files.completeUploadExternal')

    const events = h.hooks.events.slice(before.events)
    expect(events).toHaveLength(3)
    for (const event of events) {
      const data = event.body['data'] as {
        row: { filterValue: string }
        file: { name: string; sha256: string; size: number; url: string }
      }
      expect(event.body['type']).toBe('report.file.generated')
      const post = posts.find((p) => p.fileName === data.file.name)!
      expect(data.file.name).toBe(`Sales - ${data.row.filterValue}.pdf`)
      expect(data.file.sha256).toBe(createHash('sha256').update(post.bytes).digest('hex'))
      expect(data.file.size).toBe(post.bytes.length)
      // The secure link (ADR 0049) downloads the very bytes the event describes.
      expect(data.file.url).toMatch(/\/l\/[\w-]{40,}$/)
      const download = await fetch(data.file.url)
      expect(download.status).toBe(200)
      const bytes = Buffer.from(await download.arrayBuffer())
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(data.file.sha256)
    }
    const requests = h.hooks.requests.slice(before.requests)
    const failed = requests.find((r) => r.status === 503)!
    expect(failed.id).toMatch(/^msg_/)
    expect(requests.filter((r) => r.id === failed.id).map((r) => r.status)).toEqual([503, 204])
    expect(events.every((e) => e.deliveries === 1)).toBe(true)

    for (const file of files) {
      expect(file.destinations).toEqual([
        {
          destinationId: toSlack.id,
          type: 'SLACK',
          label: 'Slack #burst',
          status: 'SENT',
          error: null,
          possibleDuplicate: false,
        },
        {
          destinationId: hook.id,
          type: 'WEBHOOK',
          label: `Webhook ${new URL(h.hooks.url).host}`,
          status: 'SENT',
          error: null,
          possibleDuplicate: false,
        },
      ])
    }

    const metrics = await (
      await fetch(`${h.t.url}/management/prometheus`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
    ).text()
    const count = (type: string, outcome: string) =>
      Number(
        new RegExp(
          `herald_destination_deliveries_total\\{type="${type}",outcome="${outcome}"\\} (\\d+)`,
        ).exec(metrics)?.[1] ?? 0,
      )
    expect(count('SLACK', 'sent')).toBeGreaterThanOrEqual(3)
    expect(count('SLACK', 'retry')).toBeGreaterThanOrEqual(1)
    expect(count('WEBHOOK', 'retry')).toBeGreaterThanOrEqual(1)
  })

  it('a refused delivery fails for good (4xx), shows in history, and Send again delivers it with the same event id', async () => {
    const jobId = await createReportJob(h.client, { rows: [regionRow('South', 'again')] })
    const hook = await h.addDestination(jobId, { type: 'WEBHOOK', url: h.hooks.url })
    h.hooks.setSecret(hook.secret!)
    const before = h.hooks.requests.length
    h.hooks.failNext({ status: 410 })
    const runId = await runNowThenPause(h.client, jobId)
    await waitForRun(h.client, jobId, runId)
    const [failed] = await h.settledFiles(jobId, runId)
    expect(failed!.destinations![0]).toMatchObject({ status: 'FAILED', error: 'The webhook answered 410' })
    const refusedId = h.hooks.requests[before]!.id

    const again = await h.client.post(
      `/api/user-jobs/${jobId}/runs/${runId}/destinations/${hook.id}/send`,
      {},
      { 'idempotency-key': `send-again-${runId}` },
    )
    expect(again.status, await again.clone().text()).toBe(200)
    expect(await again.json()).toEqual({ message: destinationMessages.sendAgainQueued })
    const [sent] = await h.settledFiles(jobId, runId)
    expect(sent!.destinations![0]).toMatchObject({ status: 'SENT', error: null })
    expect(h.hooks.events.find((e) => e.id === refusedId)).toBeDefined()

    const nothing = await h.client.post(
      `/api/user-jobs/${jobId}/runs/${runId}/destinations/${hook.id}/send`,
      {},
      { 'idempotency-key': `send-again-2-${runId}` },
    )
    expect(nothing.status).toBe(409)
    expect(await nothing.text()).toContain(destinationMessages.nothingToSendAgain)
  })

  it('a Teams destination gets one card per file with a link to it (202 Accepted)', async () => {
    const jobId = await createReportJob(h.client, { rows: [regionRow('Central', 'teams')] })
    const url = h.teams.newWebhookUrl()
    await h.addDestination(jobId, { type: 'TEAMS', url, message: 'Report for {filterValue}' })
    const flow = /workflows\/(\w+)\//.exec(url)![1]
    const runId = await runNowThenPause(h.client, jobId)
    await waitForRun(h.client, jobId, runId)
    const [file] = await h.settledFiles(jobId, runId)
    expect(file!.destinations![0]).toMatchObject({ type: 'TEAMS', status: 'SENT' })
    const cards = h.teams.cards.filter((c) => c.flow === flow)
    expect(cards).toHaveLength(1)
    const card = JSON.stringify(cards[0]!.card)
    expect(card).toContain('Report for Central')
    expect(card).toContain('Sales - Central.pdf')
    expect(card).toContain('Action.OpenUrl')
    const link = /"url":"([^"]+\/l\/[^"]+)"/.exec(card)![1]!
    const download = await fetch(link)
    expect(download.status).toBe(200)
    expect(pdfText(Buffer.from(await download.arrayBuffer()))).toContain('Central')
  })

  it('sends each row to its own Slack channel named by a row column ({Channel}); a row naming none fails alone', async () => {
    const rows = [
      { ...regionRow('East', 'per-row'), fields: { Channel: '#east-team' } },
      { ...regionRow('West', 'per-row'), fields: { Channel: 'west-team' } },
      { ...regionRow('North', 'per-row'), fields: { Channel: '' } },
    ]
    const jobId = await createReportJob(h.client, { rows })
    h.slack.addChannel('east-team')
    h.slack.addChannel('west-team')
    const toSlack = await h.addDestination(jobId, {
      type: 'SLACK',
      token: h.slack.token,
      channel: '{Channel}',
    })
    expect(toSlack.label).toBe('Slack {Channel}')
    const runId = await runNowThenPause(h.client, jobId)
    await waitForRun(h.client, jobId, runId)
    const files = await h.settledFiles(jobId, runId)
    const posted = (channel: string) =>
      h.slack.posts.filter((p) => p.channelName === channel).map((p) => p.fileName)
    expect(posted('east-team')).toEqual(['Sales - East.pdf'])
    expect(posted('west-team')).toEqual(['Sales - West.pdf'])
    const byName = new Map(files.map((f) => [f.fileName, f.destinations![0]!]))
    expect(byName.get('Sales - East')).toMatchObject({ status: 'SENT' })
    expect(byName.get('Sales - West')).toMatchObject({ status: 'SENT' })
    expect(byName.get('Sales - North')).toMatchObject({ status: 'FAILED' })
    expect(byName.get('Sales - North')!.error).toContain('names no Slack channel')
  })
})
