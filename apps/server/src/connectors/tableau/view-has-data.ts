import { ConnectorError, type DataRequest } from '../connector.ts'
import type { TableauClient } from './tableau-client.ts'
import { getView } from './tableau-listings.ts'
import { viewData } from './view-csv.ts'
import { filterProblem, viewFilterQuery } from './view-filter.ts'

/**
 * Whether the view shows any data under the row's filters: Query View Data (CSV) with the same `vf_` filters
 * the PDF gets. A header only — no record — is empty. A filter Tableau ignored (a field the view lacks, or
 * records that are not the row's) is not "data": it fails as the render would, so nothing is sent.
 */
export async function viewHasData(
  client: TableauClient,
  request: DataRequest,
  deadline: number,
): Promise<boolean> {
  const id = encodeURIComponent(request.reportId)
  const query = ['maxAge=1', viewFilterQuery(request.filters)].filter(Boolean).join('&')
  const csv = await client.get(`views/${id}/data`, { query, deadline, json: false })
  const data = viewData(csv.body.toString('utf8'))
  const filters = request.filters ?? []
  if (filters.length > 0 && data.columns.length > 0) {
    const problem = filterProblem(data, filters)
    if (problem) throw new ConnectorError(problem((await getView(client, request.reportId, deadline)).name))
  }
  return data.records.length > 0
}
