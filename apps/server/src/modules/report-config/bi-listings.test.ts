import {
  BI_TOOL_LABELS,
  advancedMessages,
  filterMessages,
  type AutomatedFilterConfig,
  type BiReport,
  type BiVisual,
  type FilterRow,
} from '@herald/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { REGIONS, createJob, sampleReport } from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

/** The BI listings of wizard step 2 and the automated-filter calls (spec §7), on the built-in SAMPLE source. */

let t: TestHerald
let owner: HttpClient
let ownerEmail: string
let other: HttpClient
let jobId: number

beforeAll(async () => {
  t = await startTestHerald()
  const signedIn = await signedInClient(t.client(), t.smtp)
  owner = signedIn.client
  ownerEmail = signedIn.email
  other = (await signedInClient(t.client(), t.smtp)).client
  jobId = await createJob(owner)
})
afterAll(async () => {
  await t.stop()
})

const sample = (path: string, id = jobId) => `/api/job/${id}/sample${path}`
const json = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status)
  return (await response.json()) as T
}
const messageOf = async (response: Response, status: number) =>
  (await json<{ message: string }>(response, status)).message

describe('BI listings', () => {
  it('lists the tools: SAMPLE built in, Tableau linked per job, Power BI not configured', async () => {
    expect(await json(await owner.get('/api/bi-tools'))).toEqual([
      { biTool: 'SAMPLE', label: BI_TOOL_LABELS.SAMPLE, configured: true },
      { biTool: 'POWER_BI', label: 'Power BI', configured: false },
      { biTool: 'TABLEAU_ONLINE', label: 'Tableau Cloud', configured: true },
      { biTool: 'TABLEAU_SERVER', label: 'Tableau Server', configured: true },
    ])
  })

  it('lists workspaces, reports, pages and visuals of the sample', async () => {
    expect(await json(await owner.get(sample('/workspaces')))).toEqual([
      { id: 'sample', name: 'Sample workspace' },
    ])
    const reports = await json<BiReport[]>(await owner.get(sample('/workspace/sample/reports')))
    expect(reports.map((r) => r.id)).toEqual(['sales-overview', 'product-performance'])
    expect(reports[0]).toEqual({
      id: 'sales-overview',
      name: 'Sales Overview',
      workspaceId: 'sample',
      embedUrl: 'sample://sample/reports/sales-overview',
    })
    expect(await json(await owner.get(sample('/report/sales-overview/pages')))).toEqual([
      { name: 'overview', displayName: 'Overview' },
      { name: 'countries', displayName: 'Countries' },
      { name: 'monthly', displayName: 'Monthly detail' },
      { name: 'recipients', displayName: 'Recipients' },
    ])
    const visuals = await json<BiVisual[]>(await owner.get(sample('/report/sales-overview/visuals')))
    expect(visuals).toContainEqual({
      name: 'RegionManagers',
      title: 'Report recipients by region',
      kind: 'table',
      page: 'recipients',
    })
    expect(new Set(visuals.map((v) => v.kind))).toEqual(new Set(['card', 'chart', 'table', 'matrix']))
  })

  it('lists the distinct values of a filter column', async () => {
    const regions = await json<string[]>(
      await owner.get(sample('/report/sales-overview/filter-values?filterName=Sales/Region')),
    )
    expect(regions).toEqual([...REGIONS].sort())
    const slicer = await owner.get(
      sample(`/report/sales-overview/filter-values?filterName=${encodeURIComponent('Region<>Sales/Region')}`),
    )
    expect(await json(slicer)).toEqual(regions)
  })

  it.each([
    ['/workspace/nope/reports', 'Unknown workspace "nope". Available: "sample"'],
    ['/report/nope/pages', 'Unknown report "nope". Available: "sales-overview", "product-performance"'],
    ['/report/nope/visuals', 'Unknown report "nope". Available: "sales-overview", "product-performance"'],
    ['/report/sales-overview/filter-values?filterName=Sales', filterMessages.syntax],
    ['/report/sales-overview/filter-values?filterName=a/b/c', filterMessages.syntax],
    ['/report/sales-overview/preview?pageSize=50*50', advancedMessages.canvasRange],
    ['/report/sales-overview/preview?pageSize=1280x720', advancedMessages.canvasRange],
  ])('answers 400 to %s', async (path, message) => {
    expect(await messageOf(await owner.get(sample(path)), 400)).toBe(message)
  })

  it('names an unknown filter column', async () => {
    const message = await messageOf(
      await owner.get(sample('/report/sales-overview/filter-values?filterName=Sales/Colour')),
      400,
    )
    expect(message).toMatch(/^Unknown filter column "Sales\/Colour"\. Available: .*Sales\/Region/)
  })

  it('answers 404 to an unknown tool or another account’s job, 409 to a tool without credentials or link', async () => {
    expect(await messageOf(await owner.get(`/api/job/${jobId}/looker/workspaces`), 404)).toBe(
      'Unknown BI tool: looker',
    )
    expect(await messageOf(await owner.get(`/api/job/${jobId}/powerbi/workspaces`), 409)).toBe(
      'Power BI is not configured on this server.',
    )
    expect(await messageOf(await owner.get(`/api/job/${jobId}/tableau-server/report/x/pages`), 409)).toBe(
      'This job is not linked to Tableau Server. Link an account in step 2 (Account Authorization) first.',
    )
    expect((await other.get(sample('/workspaces'))).status).toBe(404)
    expect((await other.get(sample('/report/sales-overview/pages'))).status).toBe(404)
    expect((await other.get(`/api/job/${jobId}/powerbi/workspaces`)).status).toBe(404)
  })

  it('previews the report as locale-formatted HTML that may only be framed by Herald', async () => {
    const german = await owner.get(sample('/report/sales-overview/preview?locale=de-DE&pageSize=1280*720'))
    expect(german.status).toBe(200)
    expect(german.headers.get('content-type')).toMatch(/^text\/html/)
    const csp = german.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("default-src 'none'")
    const html = await german.text()
    expect(html).not.toContain('<script')
    // German money: dots between thousands and the sign after the amount (1.234.567 $).
    expect(html).toMatch(/\d{1,3}(\.\d{3})+\u00a0\$/)
    const english = await (await owner.get(sample('/report/sales-overview/preview'))).text()
    expect(english).toMatch(/\$\d{1,3}(,\d{3})+/)
    expect(english).not.toMatch(/\d{1,3}(\.\d{3})+\u00a0\$/)
  })
})

describe('automated filters', () => {
  const saveReport = async (id: number, change: Record<string, unknown>) => {
    const response = await owner.post(
      `/api/report-job-conf?userJobId=${id}`,
      sampleReport({ dataIngestionMode: 'AUTOMATED_FILTERS', filterName: 'Sales/Region', ...change }),
    )
    expect(response.status, await response.clone().text()).toBe(200)
  }
  const preview = (client: HttpClient, id: number) => client.get(`/api/automated-filters/${id}/preview`)

  it('answers 200 null before the first save, then saves, trims and replaces the configuration', async () => {
    const id = await createJob(owner)
    const none = await owner.get(`/api/automated-filters/${id}`)
    expect(none.status).toBe(200)
    expect(await none.text()).toBe('null')
    const saved = await owner.post('/api/automated-filters', {
      userJobId: id,
      filterName: ' Sales/Region ',
      visualName: ' RegionManagers ',
    })
    const expected: AutomatedFilterConfig = {
      userJobId: id,
      filterName: 'Sales/Region',
      visualName: 'RegionManagers',
      visualId: '',
      isAutomatedFiltersEnabled: true,
    }
    expect(await json(saved)).toEqual(expected)
    expect(await json(await owner.get(`/api/automated-filters/${id}`))).toEqual(expected)

    const replaced = { userJobId: id, filterName: 'Sales/Country', isAutomatedFiltersEnabled: false }
    expect((await owner.post('/api/automated-filters', replaced)).status).toBe(200)
    expect(await json(await owner.get(`/api/automated-filters/${id}`))).toEqual({
      ...replaced,
      visualName: '',
      visualId: '',
    })
  })

  it('refuses a bad job id and another account’s job', async () => {
    expect((await owner.post('/api/automated-filters', { userJobId: 0 })).status).toBe(400)
    expect((await owner.get('/api/automated-filters/abc')).status).toBe(400)
    expect((await other.post('/api/automated-filters', { userJobId: jobId })).status).toBe(404)
    expect((await owner.post('/api/automated-filters', { userJobId: jobId })).status).toBe(200)
    expect((await other.get(`/api/automated-filters/${jobId}`)).status).toBe(404)
    expect((await preview(other, jobId)).status).toBe(404)
  })

  // BUG (reported): the preview's response schema `z.array(FilterRow)` holds FilterRow's trimming
  // transform, which fastify-type-provider-zod cannot encode, so every successful preview answers 500.
  // Flip these two to `it` once the route's response schema is a plain output shape.
  it('previews the rows read from a recipients visual', async () => {
    const id = await createJob(owner)
    expect(await messageOf(await preview(owner, id), 404)).toBe('This job has no report configuration yet.')
    await saveReport(id, { visualName: 'RegionManagers' })
    const rows = await json<FilterRow[]>(await preview(owner, id))
    expect(rows).toEqual(
      REGIONS.map((region) => ({
        filterName: 'Sales/Region',
        filterValue: region,
        filters: [{ filterName: 'Sales/Region', filterValue: region }],
        toEmail: `${region.toLowerCase()}.manager@example.com`,
        ccEmail: `${region.toLowerCase()}.lead@example.com`,
        bccEmail: 'reports.audit@example.com',
        isActive: true,
        fields: {},
        format: null,
        attachExcel: null,
      })),
    )
  })

  it('without a visual, previews one row per value addressed to the job’s owner', async () => {
    const id = await createJob(owner)
    await saveReport(id, { visualName: '' })
    const rows = await json<FilterRow[]>(await preview(owner, id))
    expect(rows.map((r) => r.filterValue)).toEqual([...REGIONS].sort())
    for (const row of rows) expect(row).toMatchObject({ toEmail: ownerEmail, ccEmail: '', bccEmail: '' })
  })

  it('answers 400 when the visual has no such column', async () => {
    const id = await createJob(owner)
    await saveReport(id, { filterName: 'Sales/Country', visualName: 'RegionManagers' })
    expect(await messageOf(await preview(owner, id), 400)).toMatch(
      /^Visual "RegionManagers" has no column "Country"\. Available: "Region", "To Email"/,
    )
  })

  // BUG (reported): a run reads its recipients visual from the automated-filter configuration
  // (reports/run-rows.ts), but the preview reads only the report task's, so it shows other rows than
  // the run will burst. Flip to `it` once the preview uses the same source as the run.
  it('previews what the run will burst when the visual is set through /api/automated-filters', async () => {
    const id = await createJob(owner)
    await saveReport(id, { visualName: '' })
    const config = { userJobId: id, filterName: 'Sales/Region', visualName: 'RegionManagers' }
    expect((await owner.post('/api/automated-filters', config)).status).toBe(200)
    const rows = await json<FilterRow[]>(await preview(owner, id))
    expect(rows.map((r) => r.toEmail)).toContain('east.manager@example.com')
  })
})
