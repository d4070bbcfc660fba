import { expect } from 'vitest'
import type { FakePowerBi } from './fakes/fake-powerbi.ts'
import type { HttpClient } from './http-client.ts'

/** Links the job to Power BI the way a browser does: initiate, follow Entra ID's redirect, open the callback. */
export async function linkPowerBi(client: HttpClient, jobId: number): Promise<string> {
  const started = await client.get(`/api/auth/oauth/initiate/${jobId}`)
  expect(started.status).toBe(200)
  const { authUrl } = (await started.json()) as { authUrl: string }
  const redirect = await fetch(authUrl, { redirect: 'manual' })
  const callback = new URL(redirect.headers.get('location')!)
  const page = await client.get(`${callback.pathname}${callback.search}`)
  const html = await page.text()
  expect(html).toContain('"ok":true')
  return html
}

/** The report task of a Power BI job on one of the fake's reports (by name), with the given filter rows. */
export function powerBiReport(fake: FakePowerBi, name: string, rows: Record<string, string>[]) {
  const report = fake.reports.find((r) => r.name === name)!
  return {
    biTool: 'POWER_BI' as const,
    userWorkspaceId: report.workspaceId || 'MY_WORKSPACE',
    userWorkspace: fake.groups.find((g) => g.id === report.workspaceId)?.name ?? 'My workspace',
    userReportId: report.id,
    userReportName: report.name,
    filePrefix: 'Sales',
    reportRunPeriod: 'NONE' as const,
    userReportGenerationFilterData: rows,
  }
}
