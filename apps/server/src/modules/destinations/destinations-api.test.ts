import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { destinationMessages, type DestinationView, type ExecutionFile } from '@herald/contracts'
import { signedInClient } from '../../../test/auth-flows.ts'
import { startDestinationsHarness, type DestinationsHarness } from '../../../test/destinations-harness.ts'
import {
  createReportJob,
  regionRow,
  runFiles,
  runNowThenPause,
  until,
  waitForRun,
} from '../../../test/report-jobs.ts'

/** A job's destinations through the API (ADR 0048): sealed secrets, SSRF rules, tests against the fakes, plan rules. */

let h: DestinationsHarness
beforeAll(async () => {
  h = await startDestinationsHarness()
}, 60_000)
afterAll(async () => {
  await h?.stop()
})

async function refused(jobId: number, body: Record<string, unknown>, status: number, message: string) {
  const response = await h.client.post(`/api/user-jobs/${jobId}/destinations`, body)
  expect(response.status).toBe(status)
  expect(await response.text()).toContain(message)
}

describe('a job’s destinations', () => {
  it('stores secrets sealed, never answers them again, answers a webhook’s signing secret once, and refuses what it cannot use', async () => {
    const jobId = await createReportJob(h.client, { rows: [regionRow('East', 'api')] })
    h.slack.addChannel('finance')
    const created = await h.addDestination(jobId, {
      type: 'SLACK',
      token: h.slack.token,
      channel: '#finance',
    })
    expect(created).toMatchObject({
      type: 'SLACK',
      label: 'Slack #finance',
      settings: { channel: '#finance' },
    })
    expect(JSON.stringify(created)).not.toContain(h.slack.token)
    const hook = await h.addDestination(jobId, { type: 'WEBHOOK', url: h.hooks.url })
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    const teamsUrl = h.teams.newWebhookUrl()
    const card = await h.addDestination(jobId, { type: 'TEAMS', url: teamsUrl })
    expect(card.label).toBe(`Teams ${new URL(teamsUrl).host}`)

    const listed = await h.client.get(`/api/user-jobs/${jobId}/destinations`)
    expect(listed.status).toBe(200)
    const text = await listed.text()
    for (const secret of [h.slack.token, hook.secret!, new URL(teamsUrl).searchParams.get('sig')!, 'whsec_'])
      expect(text).not.toContain(secret)
    expect((JSON.parse(text) as DestinationView[]).map((d) => d.type)).toEqual(['SLACK', 'WEBHOOK', 'TEAMS'])

    const stored = await h.db.query<{ sealed_secret: string; settings: unknown }>(
      'select sealed_secret, settings from job_destinations where job_id = $1',
      [jobId],
    )
    for (const row of stored.rows) {
      expect(row.sealed_secret).toMatch(/^v1\./)
      for (const secret of [h.slack.token, hook.secret!, 'sig='])
        expect(row.sealed_secret + JSON.stringify(row.settings)).not.toContain(secret)
    }

    await refused(
      jobId,
      { type: 'SLACK', token: 'not-a-token', channel: '#x' },
      400,
      destinationMessages.slackToken,
    )
    await refused(
      jobId,
      { type: 'SLACK', token: h.slack.token, channel: 'bad channel!' },
      400,
      destinationMessages.slackChannel,
    )
    await refused(jobId, { type: 'WEBHOOK', url: 'ftp://example.com/x' }, 400, destinationMessages.url)
    await refused(
      jobId,
      { type: 'WEBHOOK', url: 'http://example.com/hook' },
      400,
      destinationMessages.httpsOnly('example.com'),
    )
    await refused(
      jobId,
      { type: 'TEAMS', url: 'https://10.1.2.3/flow' },
      400,
      destinationMessages.privateHost('10.1.2.3'),
    )
    await refused(
      jobId,
      { type: 'WEBHOOK', url: 'https://[::1]/hook' },
      400,
      destinationMessages.privateHost('[::1]'),
    )
    await refused(jobId, { type: 'FAX', number: '1' }, 400, 'type')

    const removed = await h.client.request('DELETE', `/api/user-jobs/${jobId}/destinations/${card.id}`)
    expect(removed.status).toBe(204)
    expect((await h.client.request('DELETE', `/api/user-jobs/${jobId}/destinations/${card.id}`)).status).toBe(
      404,
    )
  })

  it('sends a test to each: a file to Slack, a card to Teams (202), a signed event to the webhook; a refusal is a 400 saying why', async () => {
    const jobId = await createReportJob(h.client, { rows: [regionRow('East', 'tests')] })
    h.slack.addChannel('reports-test')
    h.slack.addChannel('outsiders', { member: false })
    const toSlack = await h.addDestination(jobId, {
      type: 'SLACK',
      token: h.slack.token,
      channel: '#reports-test',
    })
    const ok = await h.testSend(jobId, toSlack.id)
    expect(ok.status, await ok.clone().text()).toBe(200)
    expect(await ok.json()).toEqual({ message: destinationMessages.testSent('Slack #reports-test') })
    expect(h.slack.posts.at(-1)).toMatchObject({ channelName: 'reports-test', fileName: 'herald-test.txt' })

    const notIn = await h.addDestination(jobId, {
      type: 'SLACK',
      token: h.slack.token,
      channel: '#outsiders',
    })
    const answer = await h.testSend(jobId, notIn.id)
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain('not_in_channel')
    const missing = await h.addDestination(jobId, {
      type: 'SLACK',
      token: h.slack.token,
      channel: '#nowhere',
    })
    expect(await (await h.testSend(jobId, missing.id)).text()).toContain('channel_not_found')
    const badToken = await h.addDestination(jobId, {
      type: 'SLACK',
      token: 'xoxb-0000-wrong',
      channel: '#reports-test',
    })
    expect(await (await h.testSend(jobId, badToken.id)).text()).toContain('invalid_auth')

    const toTeams = await h.addDestination(jobId, { type: 'TEAMS', url: h.teams.newWebhookUrl() })
    expect((await h.testSend(jobId, toTeams.id)).status).toBe(200)
    expect(h.teams.cards.at(-1)!.card).toMatchObject({ type: 'AdaptiveCard', version: '1.4' })

    const hook = await h.addDestination(jobId, { type: 'WEBHOOK', url: h.hooks.url })
    h.hooks.setSecret(hook.secret!)
    expect((await h.testSend(jobId, hook.id)).status).toBe(200)
    expect(h.hooks.events.at(-1)!.body).toMatchObject({ type: 'herald.test', data: { job: { id: jobId } } })
  })

  it('keeps the Standard plan to email: adding and testing are refused with the upgrade text, and nothing is delivered', async () => {
    const standard = await signedInClient(h.t.client(), h.t.smtp)
    const jobId = await createReportJob(standard.client, { rows: [regionRow('East', 'standard')] })
    // Added while on the trial; the account then moves to Standard.
    const added = await standard.client.post(`/api/user-jobs/${jobId}/destinations`, {
      type: 'WEBHOOK',
      url: h.hooks.url,
    })
    expect(added.status).toBe(201)
    const { id } = (await added.json()) as { id: number }
    await h.db.query("update users set subscription_type = 'STANDARD' where email = $1", [standard.email])
    const response = await standard.client.post(`/api/user-jobs/${jobId}/destinations`, {
      type: 'WEBHOOK',
      url: h.hooks.url,
    })
    expect(response.status).toBe(403)
    expect(await response.text()).toContain(destinationMessages.notOnPlan)
    const test = await standard.client.post(`/api/user-jobs/${jobId}/destinations/${id}/test`, {})
    expect(test.status).toBe(403)
    expect(await test.text()).toContain(destinationMessages.notOnPlan)

    const before = h.hooks.requests.length
    const runId = await runNowThenPause(standard.client, jobId)
    await waitForRun(standard.client, jobId, runId)
    let files: ExecutionFile[] = []
    await until('the delivery settled', async () => {
      files = await runFiles(standard.client, jobId, runId)
      return files[0]?.destinations?.[0]?.status === 'FAILED'
    })
    expect(files[0]!.destinations![0]!.error).toBe(destinationMessages.notOnPlan)
    expect(h.hooks.requests.length).toBe(before)
  })
})
