import type { ReportJobConfInput, TableauAuthConfigInput } from '@herald/contracts'
import { expect } from 'vitest'
import type { FakeTableau } from './fakes/fake-tableau.ts'
import type { HttpClient } from './http-client.ts'

/** The linking body for the fake's site with its PAT (spec §7 `POST /api/auth-config/{jobId}`). */
export function tableauAuth(
  fake: FakeTableau,
  change: Partial<TableauAuthConfigInput> = {},
): TableauAuthConfigInput {
  return {
    biTool: 'TABLEAU_SERVER',
    serverUrl: fake.url,
    siteContentUrl: 'acme',
    tokenName: fake.pat.name,
    tokenSecret: fake.pat.secret,
    ...change,
  }
}

export async function linkTableau(client: HttpClient, jobId: number, fake: FakeTableau): Promise<void> {
  const linked = await client.post(`/api/auth-config/${jobId}`, tableauAuth(fake))
  expect(linked.status, await linked.clone().text()).toBe(200)
}

/** The report task of a Tableau job on one of the fake's views (by name), with changes. */
export function tableauReport(
  fake: FakeTableau,
  view: string,
  change: Partial<ReportJobConfInput> = {},
): ReportJobConfInput {
  const found = fake.catalog.views.find((v) => v.name === view)!
  return {
    biTool: 'TABLEAU_SERVER',
    userWorkspaceId: found.projectId,
    userWorkspace: 'Sales',
    userReportId: found.id,
    userReportName: found.name,
    filePrefix: 'Sales',
    reportRunPeriod: 'NONE',
    ...change,
  }
}
