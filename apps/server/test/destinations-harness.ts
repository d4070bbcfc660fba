import pg from 'pg'
import { expect } from 'vitest'
import type { DestinationView, ExecutionFile } from '@herald/contracts'
import { signedInClient } from './auth-flows.ts'
import { startFakeSlack, type FakeSlack } from './fakes/fake-slack.ts'
import { startFakeTeamsWorkflow, type FakeTeamsWorkflow } from './fakes/fake-teams-workflow.ts'
import { startWebhookReceiver, type WebhookReceiver } from './fakes/webhook-receiver.ts'
import type { HttpClient } from './http-client.ts'
import { runFiles, until } from './report-jobs.ts'
import { startTestHerald, type TestHerald } from './start-test-herald.ts'

export const METRICS_TOKEN = 'destinations-metrics-token-0123456789'

/**
 * Herald with a fake Slack Web API, a fake Teams Workflows trigger and a webhook receiver that verifies
 * every signature with the `standardwebhooks` package (ADR 0048); 127.0.0.1 is listed in BI_PRIVATE_HOSTS.
 */
export interface DestinationsHarness {
  t: TestHerald
  db: pg.Client
  client: HttpClient
  email: string
  slack: FakeSlack
  teams: FakeTeamsWorkflow
  hooks: WebhookReceiver
  addDestination(jobId: number, body: Record<string, unknown>): Promise<DestinationView>
  testSend(jobId: number, destinationId: number): Promise<Response>
  /** Waits until every file of the run has settled at every destination (SENT, FAILED or UNCERTAIN). */
  settledFiles(jobId: number, runId: number): Promise<ExecutionFile[]>
  stop(): Promise<void>
}

export async function startDestinationsHarness(): Promise<DestinationsHarness> {
  const [slack, teams, hooks] = await Promise.all([
    startFakeSlack(),
    startFakeTeamsWorkflow(),
    startWebhookReceiver(),
  ])
  const t = await startTestHerald({
    SLACK_API_URL: slack.apiUrl,
    BI_PRIVATE_HOSTS: '127.0.0.1',
    DESTINATION_RETRY_SECONDS: '1',
    METRICS_TOKEN,
  })
  const db = new pg.Client({ connectionString: t.databaseUrl })
  await db.connect()
  const { client, email } = await signedInClient(t.client(), t.smtp)
  return {
    t,
    db,
    client,
    email,
    slack,
    teams,
    hooks,
    async addDestination(jobId, body) {
      const response = await client.post(`/api/user-jobs/${jobId}/destinations`, body)
      expect(response.status, await response.clone().text()).toBe(201)
      return (await response.json()) as unknown as DestinationView
    },
    testSend: (jobId, destinationId) =>
      client.post(`/api/user-jobs/${jobId}/destinations/${destinationId}/test`, {}),
    async settledFiles(jobId, runId) {
      let files: ExecutionFile[] = []
      await until('destination deliveries settled', async () => {
        files = await runFiles(client, jobId, runId)
        return files.every((f) =>
          (f.destinations ?? []).every((d) => ['SENT', 'FAILED', 'UNCERTAIN'].includes(d.status)),
        )
      })
      return files
    },
    async stop() {
      await db.end()
      await t.stop()
      await Promise.all([slack.close(), teams.close(), hooks.close()])
    },
  }
}
