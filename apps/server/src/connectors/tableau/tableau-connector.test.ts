import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeTableau, type FakeTableau } from '../../../test/fakes/fake-tableau.ts'
import { pdfText } from '../../../test/report-jobs.ts'
import { ConnectorError, parseFilter, type RenderRequest } from '../connector.ts'
import {
  createTableauConnector,
  createTableauRuntime,
  signInTableau,
  type SessionStore,
  type TableauLink,
  type TableauSession,
} from './index.ts'

let fake: FakeTableau
beforeAll(async () => {
  fake = await startFakeTableau({ latencyMs: 5 })
})
afterAll(() => fake.close())

const runtime = (allowedHosts = ['127.0.0.1'], concurrency = 2) =>
  createTableauRuntime({ allowedHosts, concurrency, backoffMs: 10 })

function memoryStore(): SessionStore & { session: TableauSession | undefined } {
  const store = {
    session: undefined as TableauSession | undefined,
    load: async () => store.session,
    save: async (s: TableauSession | undefined) => {
      store.session = s
    },
    refused: async () => {
      store.session = undefined
    },
  }
  return store
}

const patLink = (secret = fake.pat.secret): TableauLink => ({
  tool: 'TABLEAU_SERVER',
  serverUrl: fake.url,
  siteContentUrl: 'acme',
  credentials: { kind: 'pat', tokenName: fake.pat.name, tokenSecret: secret },
})

const viewId = (name: string) => fake.catalog.views.find((v) => v.name === name)!.id
const request = (view: string, filter?: string, value = ''): RenderRequest => ({
  workspaceId: '',
  reportId: viewId(view),
  pages: 'All',
  ...(filter ? { filters: [parseFilter(filter, value)!] } : {}),
  locale: 'en-US',
  canvas: { width: 1280, height: 720 },
  delayMs: 0,
  output: 'PDF',
})
const noPage = (() => Promise.reject(new Error('no browser'))) as never

describe('Tableau sign-in', () => {
  it('signs in with a PAT and keeps the session; a wrong secret gives Tableau’s 401001 reason', async () => {
    const store = memoryStore()
    await signInTableau(runtime(), patLink(), store)
    expect(store.session).toMatchObject({ siteId: fake.catalog.site.id, apiVersion: '3.23' })
    await expect(signInTableau(runtime(), patLink('wrong'), memoryStore())).rejects.toThrow(
      'Tableau refused the sign-in: Signin Error: Error signing in to Tableau Server (401001)',
    )
  })

  it('signs in as a connected app with a JWT', async () => {
    const store = memoryStore()
    const link: TableauLink = { ...patLink(), credentials: { kind: 'connected-app', ...fake.connectedApp } }
    await signInTableau(runtime(), link, store)
    expect(store.session?.token).toBeTruthy()
  })

  it('refuses a server on a private address unless BI_PRIVATE_HOSTS lists it', async () => {
    const error = await signInTableau(runtime([]), patLink(), memoryStore()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectorError)
    expect((error as Error).message).toContain('BI_PRIVATE_HOSTS')
    const local = { ...patLink(), serverUrl: fake.url.replace('127.0.0.1', 'localhost') }
    await expect(signInTableau(runtime([]), local, memoryStore())).rejects.toThrow(/BI_PRIVATE_HOSTS/)
    await signInTableau(runtime(['localhost']), local, memoryStore())
  })
})

describe('Tableau listings', () => {
  const connector = () => createTableauConnector(runtime(), patLink(), memoryStore())

  it('lists projects with nested ones by path, and every view of a 122-view project across pages', async () => {
    const projects = await connector().listWorkspaces()
    expect(projects.map((p) => p.name)).toEqual(['Big', 'Sales', 'Sales / EMEA'])
    const big = projects.find((p) => p.name === 'Big')!
    const views = await connector().listReports(big.id)
    expect(views).toHaveLength(122)
    expect(new Set(views.map((v) => v.id)).size).toBe(122)
    expect(views[0]).toMatchObject({
      workspaceId: big.id,
      embedUrl: `${fake.url}/#/site/acme/views/ManyViews/View1`,
    })
    const pages = fake.calls.filter((c) => c.path.endsWith('/views') && c.query.get('pageNumber'))
    expect(pages.map((c) => c.query.get('pageNumber'))).toEqual(['1', '2'])
  })

  it('reads filter values and recipients from a view’s data', async () => {
    const c = connector()
    expect(await c.filterValues(viewId('Regional Sales'), 'Sales', 'Region')).toEqual([
      'East',
      'North',
      'West',
    ])
    expect(await c.recipientRows(viewId('Regional Sales'), 'Recipients', 'Sales/Region')).toEqual([
      {
        filterValue: 'East',
        toEmail: 'to-east@example.com',
        ccEmail: 'cc-east@example.com',
        bccEmail: 'bcc-east@example.com',
      },
      {
        filterValue: 'West',
        toEmail: 'to-west@example.com',
        ccEmail: 'cc-west@example.com',
        bccEmail: 'bcc-west@example.com',
      },
    ])
    await expect(c.filterValues(viewId('Product Summary'), 'Sales', 'Region')).rejects.toThrow(
      "The view 'Product Summary' has no column Region.",
    )
  })
})

describe('Tableau rendering', () => {
  it('renders a view filtered to one region (vf_Region), as PDF and as PNG', async () => {
    const connector = createTableauConnector(runtime(), patLink(), memoryStore())
    const pdf = await connector.render(request('Regional Sales', 'Sales/Region', 'East'), noPage)
    if (pdf.kind !== 'pdf') throw new Error('expected a PDF')
    const text = pdfText(pdf.pdf)
    expect(text).toContain('Japan')
    expect(text).not.toMatch(/West|North|Brazil/)
    const pdfCall = fake.calls.findLast((c) => c.path.endsWith('/pdf'))!
    expect(Object.fromEntries(pdfCall.query)).toMatchObject({
      vf_Region: 'East',
      orientation: 'Landscape',
      vizWidth: '1280',
    })
    const png = await connector.render(
      { ...request('Regional Sales', 'Sales/Region', 'West'), output: 'PNG' },
      noPage,
    )
    expect(png.kind === 'png' && png.pages[0]!.png.subarray(1, 4).toString()).toBe('PNG')
  })

  it('refuses to render when Tableau ignored the filter (the view has no such field), naming field and view', async () => {
    const connector = createTableauConnector(runtime(), patLink(), memoryStore())
    const before = fake.calls.length
    await expect(
      connector.render(request('Product Summary', 'Sales/Region', 'East'), noPage),
    ).rejects.toThrow(
      new ConnectorError(
        "Tableau ignored the filter Region: the view 'Product Summary' has no such field. Nothing was sent.",
      ),
    )
    expect(fake.calls.slice(before).some((c) => c.path.endsWith('/pdf'))).toBe(false)
    await expect(
      connector.render(request('Regional Sales', 'Sales/Revenue', 'gt:1000'), noPage),
    ).rejects.toThrow(/did not apply the filter Revenue = gt:1000/)
    await expect(
      connector.render(request('Regional Sales', 'Sales/Region', '2025-01-01/2025-02-01'), noPage),
    ).rejects.toThrow(/exact values only/)
  })

  it('signs in again once when the session ended (401002), and waits out 429 Retry-After and a 500', async () => {
    const store = memoryStore()
    const connector = createTableauConnector(runtime(), patLink(), store)
    await connector.listPages(viewId('Regional Sales'))
    const first = store.session!.token
    fake.endSessions()
    await connector.listPages(viewId('Regional Sales'))
    expect(store.session!.token).not.toBe(first)

    fake.throttleNext(1, 1)
    fake.failNext(1)
    const started = Date.now()
    expect(await connector.listPages(viewId('Recipients'))).toEqual([
      { name: viewId('Recipients'), displayName: 'Recipients' },
    ])
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
  })

  it('keeps at most TABLEAU_CONCURRENCY calls in flight per site', async () => {
    const shared = runtime(['127.0.0.1'], 2)
    fake.maxInFlight = 0
    const store = memoryStore()
    await signInTableau(shared, patLink(), store)
    const connector = createTableauConnector(shared, patLink(), store)
    await Promise.all(
      ['East', 'West', 'North', 'East', 'West', 'North'].map((r) =>
        connector.render(request('Regional Sales', 'Sales/Region', r), noPage),
      ),
    )
    expect(fake.maxInFlight).toBe(2)
  })

  it('cuts a call at the job’s timeout', async () => {
    const slow = await startFakeTableau({ latencyMs: 400 })
    try {
      const link = {
        ...patLink(),
        serverUrl: slow.url,
        credentials: { kind: 'pat' as const, tokenName: slow.pat.name, tokenSecret: slow.pat.secret },
      }
      const connector = createTableauConnector(runtime(), link, memoryStore())
      const r = { ...request('Regional Sales'), reportId: slow.catalog.views[0]!.id, timeoutMs: 300 }
      await expect(connector.render(r, noPage)).rejects.toThrow(
        'Tableau did not answer within 1 s. Nothing was sent.',
      )
    } finally {
      await slow.close()
    }
  })
})
