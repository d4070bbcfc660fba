import { randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FakeEntra } from './fake-entra.ts'
import { fakePowerBiCatalog } from './fake-powerbi-catalog.ts'
import { executeQueries, exportedLines, filteredSales } from './fake-powerbi-model.ts'
import { simplePdf } from './simple-pdf.ts'

/**
 * A fake Power BI REST API (reference §2, §6) under `/v1.0/myorg`: groups ($top/$skip/$filter), reports
 * (My workspace and groups), pages, executeQueries, and Export To File's state machine (202 + Retry-After
 * while running, 200 when done, the file; Failed with an error body; 403 when the workspace is not on
 * capacity). Bearer tokens are checked with the fake Entra ID: an expired one gets 403 TokenExpired
 * (header x-ms-powerbi-error-info). Every answer has a RequestId header.
 */
export interface FakeGroup {
  id: string
  name: string
  isOnDedicatedCapacity: boolean
  capacityId?: string
}
export interface FakeReport {
  id: string
  name: string
  workspaceId: string // '' = My workspace
  datasetId: string
  pages: { name: string; displayName: string }[]
  /** Export ends Failed with this error (no Retry-After). */
  failWith?: { code: string; message: string }
}
export interface FakeExport {
  reportId: string
  body: {
    format: string
    powerBIReportConfiguration?: {
      pages?: { pageName: string }[]
      reportLevelFilters?: { filter: string }[]
      settings?: { locale?: string }
    }
  }
  regions: string[]
  /** The sales rows the export's report-level filter kept (what its file prints). */
  sales: { region: string; revenue: number; year?: number }[]
}

/**
 * One entry of a dataset's refresh history (Datasets - Get Refresh History In Group): `status` is Unknown while it
 * runs (no endTime), then Completed, Failed (with serviceExceptionJson), Disabled or Cancelled.
 */
export interface FakeRefresh {
  requestId: string
  id: number
  refreshType: 'Scheduled' | 'OnDemand' | 'ViaApi' | 'ViaXmlaEndpoint' | 'ViaEnhancedApi'
  startTime: string
  endTime?: string
  status: 'Unknown' | 'Completed' | 'Failed' | 'Disabled' | 'Cancelled'
  serviceExceptionJson?: string
}

export interface FakePowerBi {
  url: string
  /** Each dataset's refresh history, oldest first (answered newest first, cut at `$top`). */
  refreshes: Map<string, FakeRefresh[]>
  /** The dataset of each refresh history read, in order. */
  refreshReads: string[]
  /** Adds an ended refresh of a dataset (Completed, or Failed with an error code and description). */
  addRefresh(
    datasetId: string,
    outcome: {
      status: 'Completed' | 'Failed' | 'Unknown'
      endTime: Date
      error?: { code: string; description: string }
    },
  ): FakeRefresh
  groups: FakeGroup[]
  reports: FakeReport[]
  /** Regional revenue: what a filtered export prints. */
  sales: { region: string; revenue: number; year?: number }[]
  exports: FakeExport[]
  /** How long an export runs; Retry-After (seconds) sent while it runs. */
  exportLatencyMs: number
  retryAfterSeconds: number
  /** The next n ExportTo calls answer 429 with Retry-After. */
  throttleNext: number
  /** Status for an expired token: 403 (the troubleshooting page) or 401. */
  tokenExpiredStatus: 401 | 403
  /** Most exports running at once (per capacity id). */
  peakRunning: Map<string, number>
  close(): Promise<void>
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    .end(JSON.stringify(body))
const apiError = (
  res: ServerResponse,
  status: number,
  code: string,
  message?: string,
  headers: Record<string, string> = {},
) => json(res, status, { error: { code, ...(message ? { message } : {}) } }, headers)

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startFakePowerBi(entra: FakeEntra): Promise<FakePowerBi> {
  const running = new Map<
    string,
    { export: FakeExport; done: number; report: FakeReport; capacity: string }
  >()
  const active = new Map<string, number>()
  const server = createServer((req, res) => {
    void (async () => {
      res.setHeader('RequestId', randomUUID())
      const url = new URL(req.url ?? '/', 'http://fake')
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? ''
      const state = entra.tokenState(bearer)
      if (state === 'expired')
        return apiError(
          res,
          fake.tokenExpiredStatus,
          'TokenExpired',
          'Access token has expired, resubmit with a new access token',
          {
            'x-ms-powerbi-error-info': 'TokenExpired',
          },
        )
      if (state !== 'valid') return apiError(res, 403, 'PowerBINotAuthorizedException')
      const path = url.pathname.replace(/^\/v1\.0\/myorg\/?/, '')
      const group = /^groups\/([^/]+)\/(.*)$/.exec(path)
      const workspaceId = group ? decodeURIComponent(group[1]!) : ''
      const rest = group ? group[2]! : path
      const context = {
        '@odata.context': `http://wabi-fake-redirect.analysis.windows.net/v1.0/myorg/$metadata#x`,
      }
      if (path === 'groups' && req.method === 'GET') {
        const filter = /^id eq '([^']*)'$/.exec(url.searchParams.get('$filter') ?? '')
        const list = filter ? fake.groups.filter((g) => g.id === filter[1]) : fake.groups
        const skip = Number(url.searchParams.get('$skip') ?? 0)
        const top = Number(url.searchParams.get('$top') ?? 5000)
        return json(res, 200, {
          ...context,
          value: list.slice(skip, skip + top).map((g) => ({ isReadOnly: false, ...g })),
        })
      }
      if (group && !fake.groups.some((g) => g.id === workspaceId))
        return apiError(res, 404, 'PowerBIEntityNotFound')
      const inScope = fake.reports.filter((r) => r.workspaceId === workspaceId)
      const present = (r: FakeReport) => ({
        id: r.id,
        reportType: 'PowerBIReport',
        name: r.name,
        webUrl: `https://app.powerbi.com/groups/${r.workspaceId || 'me'}/reports/${r.id}`,
        embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${r.id}${r.workspaceId ? `&groupId=${r.workspaceId}` : ''}`,
        isOwnedByMe: true,
        datasetId: r.datasetId,
        users: [],
        subscriptions: [],
      })
      if (rest === 'reports' && req.method === 'GET')
        return json(res, 200, { ...context, value: inScope.map(present) })
      const refreshes = /^datasets\/([^/]+)(\/refreshes)?$/.exec(rest)
      if (refreshes && req.method === 'GET') {
        const datasetId = decodeURIComponent(refreshes[1]!)
        const owner = inScope.find((r) => r.datasetId === datasetId)
        if (!owner) return apiError(res, 404, 'PowerBIEntityNotFound')
        if (!refreshes[2])
          return json(res, 200, {
            ...context,
            id: datasetId,
            name: owner.name,
            configuredBy: 'ada@contoso.com',
            isRefreshable: true,
          })
        fake.refreshReads.push(datasetId)
        const top = Number(url.searchParams.get('$top') ?? 0)
        const history = [...(fake.refreshes.get(datasetId) ?? [])].reverse()
        return json(res, 200, { ...context, value: top > 0 ? history.slice(0, top) : history })
      }
      const dataset = /^datasets\/([^/]+)\/executeQueries$/.exec(rest)
      if (dataset && req.method === 'POST') {
        const body = JSON.parse(await readBody(req)) as { queries: { query: string }[] }
        const [status, answer] = executeQueries(fake.sales, body.queries[0]?.query ?? '')
        return json(res, status, answer)
      }
      const match = /^reports\/([^/]+)(?:\/(pages|ExportTo|exports\/([^/]+)(\/file)?))?$/.exec(rest)
      const report = match && inScope.find((r) => r.id === decodeURIComponent(match[1]!))
      if (!match || !report) return apiError(res, 404, 'PowerBIEntityNotFound')
      const [, , sub, exportId, file] = match
      if (!sub && req.method === 'GET') return json(res, 200, { ...context, ...present(report) })
      if (sub === 'pages' && req.method === 'GET')
        return json(res, 200, { ...context, value: report.pages.map((p, order) => ({ ...p, order })) })
      if (sub === 'ExportTo' && req.method === 'POST') {
        const g = fake.groups.find((x) => x.id === workspaceId)
        if (!g?.isOnDedicatedCapacity)
          return apiError(
            res,
            403,
            'FeatureNotAvailableError',
            'Export to file requires a workspace on capacity.',
          )
        if (fake.throttleNext > 0) {
          fake.throttleNext--
          return apiError(res, 429, 'TooManyRequests', 'Too many requests', { 'Retry-After': '1' })
        }
        const body = JSON.parse(await readBody(req)) as FakeExport['body']
        if (!['PDF', 'PPTX', 'PNG'].includes(body.format))
          return apiError(res, 400, 'InvalidRequest', 'Unsupported format')
        const cfg = body.powerBIReportConfiguration ?? {}
        if ((cfg.reportLevelFilters ?? []).length > 1)
          return apiError(res, 400, 'InvalidRequest', 'Only one report level filter is supported')
        for (const p of cfg.pages ?? [])
          if (!report.pages.some((x) => x.name === p.pageName))
            return apiError(res, 400, 'InvalidRequest', `Page ${p.pageName} not found`)
        const kept = filteredSales(cfg.reportLevelFilters?.[0]?.filter, fake.sales)
        if (kept === 'bad') return apiError(res, 400, 'InvalidRequest', 'Invalid report level filter')
        const regions = kept.map((sale) => sale.region)
        const id = `${randomBytes(24).toString('base64')}=`
        const capacity = g.capacityId ?? g.id
        const entry: FakeExport = { reportId: report.id, body, regions, sales: kept }
        fake.exports.push(entry)
        running.set(id, { export: entry, done: Date.now() + fake.exportLatencyMs, report, capacity })
        const now = (active.get(capacity) ?? 0) + 1
        active.set(capacity, now)
        fake.peakRunning.set(capacity, Math.max(fake.peakRunning.get(capacity) ?? 0, now))
        return json(res, 202, exportObject(id, report, 'NotStarted'), {
          'Retry-After': String(fake.retryAfterSeconds),
        })
      }
      const job = exportId ? running.get(decodeURIComponent(exportId)) : undefined
      if (exportId && (!job || job.report !== report)) return apiError(res, 404, 'PowerBIEntityNotFound')
      if (job && exportId && !file && req.method === 'GET') {
        if (Date.now() < job.done)
          return json(res, 202, exportObject(decodeURIComponent(exportId), report, 'Running'), {
            'Retry-After': String(fake.retryAfterSeconds),
          })
        if (!('finished' in job)) {
          Object.assign(job, { finished: true })
          active.set(job.capacity, (active.get(job.capacity) ?? 1) - 1)
        }
        if (report.failWith)
          return json(res, 200, {
            ...exportObject(decodeURIComponent(exportId), report, 'Failed'),
            error: report.failWith,
          })
        return json(res, 200, {
          ...exportObject(decodeURIComponent(exportId), report, 'Succeeded'),
          resourceLocation: `${fake.url}${url.pathname}/file`,
          resourceFileExtension: job.export.body.format === 'PDF' ? '.pdf' : '.pptx',
        })
      }
      if (job && file && req.method === 'GET') {
        if (Date.now() < job.done || report.failWith) return apiError(res, 404, 'PowerBIEntityNotFound')
        const pdf = simplePdf(
          exportedLines(
            report,
            job.export.body.powerBIReportConfiguration?.pages?.map((p) => p.pageName),
            job.export.sales,
          ),
        )
        return res
          .writeHead(200, {
            'content-type':
              job.export.body.format === 'PDF'
                ? 'application/pdf'
                : 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
          })
          .end(pdf)
      }
      return apiError(res, 405, 'MethodNotAllowed')
    })().catch(() => json(res, 500, { Message: 'An error has occurred.' }))
  })
  const exportObject = (id: string, report: FakeReport, status: string) => ({
    id,
    createdDateTime: new Date().toISOString(),
    lastActionDateTime: new Date().toISOString(),
    reportId: report.id,
    reportName: report.name,
    status,
    percentComplete: status === 'Succeeded' || status === 'Failed' ? 100 : 0,
    expirationTime:
      status === 'Succeeded' ? new Date(Date.now() + 86_400_000).toISOString() : '0001-01-01T00:00:00Z',
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const fake: FakePowerBi = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ...fakePowerBiCatalog(),
    exports: [],
    exportLatencyMs: 300,
    retryAfterSeconds: 1,
    throttleNext: 0,
    tokenExpiredStatus: 403,
    peakRunning: new Map(),
    refreshes: new Map(),
    refreshReads: [],
    addRefresh(datasetId, outcome) {
      const list = fake.refreshes.get(datasetId) ?? []
      const entry: FakeRefresh = {
        requestId: randomUUID(),
        id: list.length + 1,
        refreshType: 'Scheduled',
        startTime: new Date(outcome.endTime.getTime() - 60_000).toISOString(),
        status: outcome.status,
        ...(outcome.status === 'Unknown' ? {} : { endTime: outcome.endTime.toISOString() }),
        ...(outcome.error
          ? {
              serviceExceptionJson: JSON.stringify({
                errorCode: outcome.error.code,
                errorDescription: outcome.error.description,
              }),
            }
          : {}),
      }
      list.push(entry)
      fake.refreshes.set(datasetId, list)
      return entry
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  return fake
}
