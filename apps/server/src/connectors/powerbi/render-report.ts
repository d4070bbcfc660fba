import type { RenderedReport, RenderRequest, WithPage } from '../connector.ts'
import { underCaps } from '../kit/http-base.ts'
import { renderEmbeddedReport, type EmbedTarget } from './embedded/index.ts'
import { exportToFile } from './export-to-file.ts'
import type { PowerBiClient } from './powerbi-client.ts'
import { capacityOf, findReport, listPages, resolvePages } from './powerbi-listings.ts'
import type { PowerBiRuntime } from './powerbi-runtime.ts'

/** The report to embed, with a fresh access token of the linked user. */
export async function embedTarget(
  client: PowerBiClient,
  runtime: PowerBiRuntime,
  reportId: string,
  deadline: number,
  workspaceId?: string,
): Promise<EmbedTarget> {
  const report = await findReport(client, runtime, reportId, deadline, workspaceId)
  return { accessToken: await client.accessToken(deadline), embedUrl: report.embedUrl ?? '', reportId }
}

/**
 * Renders the asked pages: with Export To File in a workspace on dedicated capacity (under the account's and the
 * capacity's caps), else through the embedded report in Herald's Chromium.
 */
export async function renderReport(
  client: PowerBiClient,
  runtime: PowerBiRuntime,
  jobId: number,
  render: { request: RenderRequest; withPage: WithPage; deadline: number },
): Promise<RenderedReport> {
  const { request, withPage, deadline } = render
  const { workspaceId, reportId } = request
  const pages = resolvePages(await listPages(client, workspaceId, reportId, deadline), request.pages)
  const capacity = await capacityOf(client, runtime, workspaceId, deadline)
  if (capacity === undefined) {
    const embed = await embedTarget(client, runtime, reportId, deadline, workspaceId)
    return renderEmbeddedReport(withPage, embed, { ...request, pages })
  }
  const caps = [runtime.accountSlots(jobId), runtime.capacitySlots(capacity)]
  return underCaps(caps, () => exportToFile(client, runtime, { ...request, pages }, deadline))
}
