import type { EndpointSpec } from '@herald/contracts'
import fc from 'fast-check'
import type { z } from 'zod/mini'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { arbitraryFromZod } from './arbitrary-from-schema.ts'
import { signedInClient } from './auth-flows.ts'
import { startWebhookReceiver, type WebhookReceiver } from './fakes/webhook-receiver.ts'
import type { HttpClient } from './http-client.ts'
import { describeEndpoint, pathWith, registeredEndpoints } from './registered-endpoints.ts'
import {
  createJob,
  createReportJob,
  regionRow,
  runFiles,
  runNow,
  sampleReport,
  waitForRun,
} from './report-jobs.ts'
import { startTestHerald, type TestHerald } from './start-test-herald.ts'

/**
 * Ownership (ADR 0055): every endpoint a user may call that names a resource by id — a job, a run, a file, a
 * destination, a secure link — is walked with another account's ids, and answers 404, as for an id that does not
 * exist. The walk is done twice: with every id the owner's, and with the caller's own job around the owner's run,
 * file, destination or link, so a check of the job alone is not enough.
 */
const registered = registeredEndpoints()
let t: TestHerald
let hooks: WebhookReceiver
let owner: HttpClient
let stranger: HttpClient
/** The owner's ids by path parameter (and query) name. */
let theirs: Record<string, unknown>
let strangersJob: number

const SUB_RESOURCES = ['runId', 'fileId', 'destinationId', 'linkId']
const FIXED = {
  kind: 'pdf',
  tool: 'sample',
  workspaceId: 'sample',
  reportId: 'sales-overview',
  filterName: 'Sales/Region',
}
/** Bodies the schema generator cannot write (patterns it cannot satisfy): the ones the owner itself sent. */
let ownersBodies: Record<string, unknown>

beforeAll(async () => {
  hooks = await startWebhookReceiver()
  t = await registered.collect(() =>
    startTestHerald({
      BI_PRIVATE_HOSTS: '127.0.0.1',
      RATE_LIMIT_PER_SESSION: '1000000',
      RATE_LIMIT_PER_ADDRESS: '1000000',
    }),
  )
  owner = (await signedInClient(t.client(), t.smtp)).client
  stranger = (await signedInClient(t.client(), t.smtp)).client
  const rows = [regionRow('East', 'owned')]
  const jobId = await createReportJob(owner, { rows, email: { deliverAs: 'LINK', linkExpiryDays: 3 } })
  const runId = await runNow(owner, jobId)
  await waitForRun(owner, jobId, runId, undefined, 120_000)
  const [file] = await runFiles(owner, jobId, runId)
  const links = await owner.get(`/api/user-jobs/${jobId}/history/files/${file!.id}/links`)
  const [link] = (await links.json()) as unknown as Array<{ id: number }>
  const destination = await owner.post(`/api/user-jobs/${jobId}/destinations`, {
    type: 'WEBHOOK',
    url: hooks.url,
  })
  expect(destination.status, await destination.clone().text()).toBe(201)
  theirs = {
    ...FIXED,
    id: jobId,
    jobId,
    userJobId: jobId,
    runId,
    fileId: file!.id,
    linkId: link!.id,
    destinationId: ((await destination.json()) as { id: number }).id,
  }
  ownersBodies = {
    'POST /api/report-job-conf': sampleReport({ filePrefix: 'Sales', userReportGenerationFilterData: rows }),
    'POST /api/job-email-config': {
      fromEmail: 'reports@example.com',
      emailTitle: 'Hi',
      emailBody: '<p>Hi</p>',
    },
    'POST /api/user-jobs/:id/destinations': { type: 'WEBHOOK', url: hooks.url },
  }
  strangersJob = await createJob(stranger)
}, 180_000)
afterAll(async () => {
  await t.stop()
  await hooks.close()
})

const namesResource = (endpoint: EndpointSpec) =>
  /:\w/.test(endpoint.path) || (endpoint.query !== undefined && 'userJobId' in endpoint.query.shape)

/** A value the schema accepts (ids in it the owner's), so only ownership can refuse the request. */
function validValue(schema: z.ZodMiniType, ids: Record<string, unknown>, whole: boolean): unknown {
  const known = Object.fromEntries(Object.entries(ids).map(([name, value]) => [name, [value]]))
  let candidates: unknown[] = []
  try {
    candidates = fc.sample(arbitraryFromZod(schema, known, whole), { seed: 55, numRuns: 200 })
  } catch {
    // A pattern fast-check cannot generate from (a lookahead): the owner's own body is used instead.
  }
  return candidates.find((value) => schema.safeParse(value).success)
}

async function attempt(endpoint: EndpointSpec, ids: Record<string, unknown>) {
  const search = new URLSearchParams()
  if (endpoint.query) {
    const fields = { ...(validValue(endpoint.query, ids, false) as object), ...pick(ids, endpoint.query) }
    for (const [name, value] of Object.entries(fields)) search.set(name, String(value))
  }
  const query = search.toString()
  const params = endpoint.params
    ? { ...(validValue(endpoint.params, ids, false) as object), ...pick(ids, endpoint.params) }
    : {}
  const path = pathWith(endpoint, params, 'x') + (query ? `?${query}` : '')
  const body =
    endpoint.method === 'GET' || !endpoint.body
      ? undefined
      : (ownersBodies[describeEndpoint(endpoint)] ?? validValue(endpoint.body, ids, true) ?? {})
  const response = await stranger.request(endpoint.method, path, body)
  return `${describeEndpoint(endpoint)} → ${response.status}`
}

/** The given ids (and fixed values) among a schema's fields, always used as given. */
const pick = (ids: Record<string, unknown>, schema: z.ZodMiniObject) =>
  Object.fromEntries(Object.keys(schema.shape).flatMap((name) => (name in ids ? [[name, ids[name]]] : [])))

describe('another account’s resources', () => {
  it('answer 404 on every endpoint that names them', async () => {
    const walked = registered.list().filter((e) => e.access === 'user' && namesResource(e))
    expect(walked.length).toBeGreaterThan(40)
    const answers = []
    for (const endpoint of walked) answers.push(await attempt(endpoint, theirs))
    expect(answers).toEqual(walked.map((endpoint) => `${describeEndpoint(endpoint)} → 404`))
  })

  it('answer 404 under the caller’s own job too: a run, file, destination or link is checked itself', async () => {
    const walked = registered
      .list()
      .filter((e) => e.access === 'user' && SUB_RESOURCES.some((name) => e.path.includes(`:${name}`)))
    expect(walked.length).toBeGreaterThan(5)
    const mixed = { ...theirs, id: strangersJob, jobId: strangersJob, userJobId: strangersJob }
    const answers = []
    for (const endpoint of walked) answers.push(await attempt(endpoint, mixed))
    expect(answers).toEqual(walked.map((endpoint) => `${describeEndpoint(endpoint)} → 404`))
  })
})
