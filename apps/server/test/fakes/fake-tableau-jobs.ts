import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FakeCatalog } from './fake-tableau-catalog.ts'
import { Refusal, send, type Json } from './fake-tableau-http.ts'

/**
 * The site's extract refreshes as Tableau's REST API shows them (Query Jobs, Query Job): a `refresh_extracts`
 * background job of a workbook or a published data source — Pending, InProgress, then Success, Failed or
 * Cancelled, with finishCode 0 / 1 / 2 and notes — plus the data sources and the workbooks' connections to them.
 */
export interface FakeExtractJob {
  id: string
  status: 'Pending' | 'InProgress' | 'Success' | 'Failed' | 'Cancelled'
  createdAt: string
  startedAt?: string
  endedAt?: string
  target: { kind: 'workbook' | 'datasource'; id: string; name: string }
  notes?: string
}

export interface FakeExtracts {
  datasources: { id: string; name: string }[]
  /** Which published data sources a workbook connects to. */
  connections: { workbookId: string; datasourceId: string }[]
  jobs: FakeExtractJob[]
}

export function defaultExtracts(catalog: FakeCatalog): FakeExtracts {
  const orders = { id: randomUUID(), name: 'Orders (extract)' }
  const pack = catalog.workbooks[0]!
  return { datasources: [orders], connections: [{ workbookId: pack.id, datasourceId: orders.id }], jobs: [] }
}

/** Adds an ended extract refresh of a workbook or data source of the catalog (by name). */
export function addExtractJob(
  catalog: FakeCatalog,
  extracts: FakeExtracts,
  of: string,
  outcome: { status: 'Success' | 'Failed' | 'InProgress'; endedAt: Date; notes?: string },
): FakeExtractJob {
  const workbook = catalog.workbooks.find((w) => w.name === of)
  const datasource = extracts.datasources.find((d) => d.name === of)
  if (!workbook && !datasource) throw new Error(`no workbook or data source named ${of}`)
  const job: FakeExtractJob = {
    id: randomUUID(),
    status: outcome.status,
    createdAt: new Date(outcome.endedAt.getTime() - 120_000).toISOString(),
    startedAt: new Date(outcome.endedAt.getTime() - 60_000).toISOString(),
    ...(outcome.status === 'InProgress' ? {} : { endedAt: outcome.endedAt.toISOString() }),
    target: workbook
      ? { kind: 'workbook', id: workbook.id, name: workbook.name }
      : { kind: 'datasource', id: datasource!.id, name: datasource!.name },
    ...(outcome.notes ? { notes: outcome.notes } : {}),
  }
  extracts.jobs.push(job)
  return job
}

const answered = (req: IncomingMessage, res: ServerResponse, body: Json) => {
  send(req, res, 200, body)
  return true
}

const finishCode = { Success: '0', Failed: '1', Cancelled: '2' } as Record<string, string>

/**
 * `workbooks/{id}` (Query Workbook), `workbooks/{id}/connections`, `jobs` (filter=jobType:eq:refresh_extracts,
 * paged, newest first) and `jobs/{id}` under `/sites/{site}/`: true when it answered, false when the path is none of them.
 */
export function extractCall(
  req: IncomingMessage,
  res: ServerResponse,
  catalog: FakeCatalog,
  extracts: FakeExtracts,
  rest: string[],
  query: URLSearchParams,
  paged: (query: URLSearchParams, items: Json[], collection: string, item: string) => Json,
): boolean {
  const [, resource, id, sub] = rest
  if (resource === 'workbooks' && id && (sub === undefined || sub === 'connections')) {
    const workbook = catalog.workbooks.find((w) => w.id === id)
    if (!workbook)
      throw new Refusal(404, '404006', 'Resource Not Found', `Workbook '${id}' could not be found.`)
    if (sub === undefined)
      return answered(req, res, {
        workbook: { ...workbook, project: { id: workbook.projectId }, updatedAt: new Date().toISOString() },
      })
    const connection = extracts.connections
      .filter((c) => c.workbookId === id)
      .map((c) => ({
        id: randomUUID(),
        type: 'sqlproxy',
        datasource: extracts.datasources.find((d) => d.id === c.datasourceId)!,
      }))
    return answered(req, res, { connections: connection.length === 0 ? {} : { connection } })
  }
  if (resource === 'jobs' && !id) {
    const filter = query.get('filter') ?? ''
    for (const clause of filter.split(',').filter(Boolean))
      if (
        !/^(jobType|status|createdAt|startedAt|endedAt|title|subtitle|priority|notes|progress):(eq|gt|gte|lt|lte|in):/.test(
          clause,
        )
      )
        throw new Refusal(400, '400065', 'Bad Request', `Invalid filter: ${clause}`)
    const type = /(?:^|,)jobType:eq:([^,]+)/.exec(filter)?.[1]
    const jobs = extracts.jobs
      .filter(() => type === undefined || type === 'refresh_extracts')
      .toReversed()
      .map((j) => ({
        id: j.id,
        status: j.status,
        createdAt: j.createdAt,
        ...(j.startedAt ? { startedAt: j.startedAt } : {}),
        ...(j.endedAt ? { endedAt: j.endedAt } : {}),
        priority: '50',
        jobType: 'refresh_extracts',
        title: j.target.name,
        subtitle: j.target.kind === 'workbook' ? 'Workbook' : 'Data Source',
      }))
    return answered(req, res, paged(query, jobs, 'backgroundJobs', 'backgroundJob'))
  }
  if (resource === 'jobs' && id && !sub) {
    const job = extracts.jobs.find((j) => j.id === id)
    if (!job) throw new Refusal(404, '404031', 'Resource Not Found', `Job '${id}' could not be found.`)
    return answered(req, res, {
      job: {
        id: job.id,
        mode: 'Asynchronous',
        type: 'RefreshExtract',
        progress: job.endedAt ? '100' : '50',
        createdAt: job.createdAt,
        ...(job.startedAt ? { startedAt: job.startedAt } : {}),
        ...(job.endedAt ? { completedAt: job.endedAt, finishCode: finishCode[job.status] } : {}),
        extractRefreshJob: {
          ...(job.notes ? { notes: job.notes } : {}),
          [job.target.kind]: { id: job.target.id, name: job.target.name },
        },
      },
    })
  }
  return false
}
