import { ConnectorError, type RenderedReport, type RenderRequest } from '../connector.ts'
import { countPdfPages } from '../kit/pdf-pages.ts'
import { supports, type TableauClient } from './tableau-client.ts'
import type { TableauSession } from './tableau-link.ts'
import { getView } from './tableau-listings.ts'
import { viewData } from './view-csv.ts'
import { filterProblem, viewFilterQuery } from './view-filter.ts'

/** `vizWidth`/`vizHeight` (API ≥ 3.23), `language` from the locale ('de-DE' → 'de'), and the view filters (one `vf_` per field). */
function renderQuery(session: TableauSession, request: RenderRequest, extra: string[]): string {
  const size = supports(session, '3.23')
    ? [`vizWidth=${request.canvas.width}`, `vizHeight=${request.canvas.height}`]
    : []
  const language = `language=${encodeURIComponent(request.locale.split('-')[0]!.toLowerCase())}`
  const filter = viewFilterQuery(request.filters)
  return [...extra, ...size, language, ...(filter ? [filter] : [])].join('&')
}

/**
 * One view filtered to a row: first its data (Query View Data, CSV, same `vf_` filter) must show every
 * filter took effect — Tableau silently ignores a filter on a field the view lacks — then the PDF (Query
 * View PDF, A4 in the canvas's orientation) or the image (Query View Image, PNG, one slide per view).
 * Two calls per file; the view itself is read only to name it in a failure.
 */
export async function renderView(
  client: TableauClient,
  request: RenderRequest,
  deadline: number,
): Promise<RenderedReport> {
  const id = encodeURIComponent(request.reportId)
  const filters = request.filters ?? []
  if (filters.length > 0) {
    const query = viewFilterQuery(filters)
    const csv = await client.get(`views/${id}/data`, { query: `maxAge=1&${query}`, deadline, json: false })
    const problem = filterProblem(viewData(csv.body.toString('utf8')), filters)
    if (problem) throw new ConnectorError(problem((await getView(client, request.reportId, deadline)).name))
  }
  const session = await client.session(deadline)
  if (request.output === 'PDF') {
    const orientation = request.canvas.width > request.canvas.height ? 'Landscape' : 'Portrait'
    const query = renderQuery(session, request, ['type=A4', `orientation=${orientation}`, 'maxAge=1'])
    const pdf = (await client.get(`views/${id}/pdf`, { query, deadline, json: false })).body
    return { kind: 'pdf', pdf, pageCount: countPdfPages(pdf) }
  }
  const query = renderQuery(session, request, ['resolution=high', 'maxAge=1'])
  const png = (await client.get(`views/${id}/image`, { query, deadline, json: false })).body
  return { kind: 'png', pages: [{ name: request.reportId, png }] }
}
