import { filterValueOf, tableauMessages } from '@herald/contracts'
import { neutralizeWorkbook } from '../../platform/documents/neutralize-workbook.ts'
import {
  ConnectorError,
  type BiPage,
  type BiVisual,
  type Connector,
  type ExportedData,
} from '../connector.ts'
import { recipientRowsOf } from '../recipient-table.ts'
import type { TableauClient } from './tableau-client.ts'
import { getView, workbookViews } from './tableau-listings.ts'
import { viewData, type ViewData } from './view-csv.ts'
import { viewFilterQuery } from './view-filter.ts'

// What the Tableau connector reads of one view: its page, its workbook's views, its data, image and crosstab.

const collator = new Intl.Collator('en', { numeric: true })

/** A view's summary data (CSV, fresh: maxAge=1), with the view's name for messages. */
async function downloadViewData(
  client: TableauClient,
  viewId: string,
  deadline: number,
  query = '',
): Promise<{ name: string; data: ViewData }> {
  const view = await getView(client, viewId, deadline)
  const csv = await client.get(`views/${encodeURIComponent(view.id)}/data`, {
    query: ['maxAge=1', query].filter(Boolean).join('&'),
    deadline,
    json: false,
  })
  return { name: view.name, data: viewData(csv.body.toString('utf8')) }
}

/** The views of the view's workbook. */
const siblingViews = (client: TableauClient, viewId: string, deadline: number) =>
  getView(client, viewId, deadline).then((view) => workbookViews(client, view, deadline))

/** A view is one page. */
export async function viewPages(client: TableauClient, viewId: string, deadline: number): Promise<BiPage[]> {
  const view = await getView(client, viewId, deadline)
  return [{ name: view.id, displayName: view.name }]
}

/** Each view of the workbook is a table visual. */
export async function viewVisuals(
  client: TableauClient,
  viewId: string,
  deadline: number,
): Promise<BiVisual[]> {
  return (await siblingViews(client, viewId, deadline)).map((v) => ({
    name: v.name,
    title: v.name,
    kind: 'table' as const,
    page: v.id,
  }))
}

/** The view's image at high resolution, in a page of its own. */
export async function viewPreview(client: TableauClient, viewId: string, deadline: number): Promise<string> {
  const view = await getView(client, viewId, deadline)
  const png = await client.get(`views/${encodeURIComponent(view.id)}/image`, {
    query: 'resolution=high&maxAge=1',
    deadline,
    json: false,
  })
  const src = `data:image/png;base64,${png.body.toString('base64')}`
  return `<!doctype html><meta charset="utf-8"><body style="margin:0"><img alt="" style="max-width:100%" src="${src}"></body>`
}

/** The view's crosstab as Excel, filtered by the row's filters. */
export async function viewCrosstab(
  client: TableauClient,
  request: Parameters<Connector['exportVisuals']>[0],
  deadline: number,
): Promise<ExportedData> {
  const view = await getView(client, request.reportId, deadline)
  const query = ['maxAge=1', viewFilterQuery(request.filters)].filter(Boolean).join('&')
  const xlsx = await client.get(`views/${encodeURIComponent(view.id)}/crosstab/excel`, {
    query,
    deadline,
    json: false,
  })
  // Tableau's workbook gets the formula-injection guard of Herald's own (DESIGN.md §8.8).
  return { kind: 'xlsx', xlsx: await neutralizeWorkbook(xlsx.body) }
}

/** A column's distinct values in the view's data, sorted (numbers in order), as filter values. */
export async function viewColumnValues(
  client: TableauClient,
  viewId: string,
  column: string,
  deadline: number,
) {
  const { name, data: table } = await downloadViewData(client, viewId, deadline)
  if (!table.columns.includes(column)) throw new ConnectorError(tableauMessages.unknownColumn(column, name))
  return [...new Set(table.records.map((r) => r[column]!.trim()))]
    .filter(Boolean)
    .sort(collator.compare)
    .map(filterValueOf)
}

/** The recipient table of Automated Input: a view of the workbook (by name or id), its rows. */
export async function viewRecipientRows(
  client: TableauClient,
  viewId: string,
  visualName: string,
  filterColumn: string,
  deadline: number,
) {
  const candidates = await siblingViews(client, viewId, deadline)
  const source = candidates.find((v) => v.name === visualName || v.id === visualName)
  if (!source)
    throw new ConnectorError(
      `Unknown view "${visualName}". Available: ${candidates.map((v) => `"${v.name}"`).join(', ')}`,
    )
  const { name, data: table } = await downloadViewData(client, source.id, deadline)
  const rows = table.records.map((r) => table.columns.map((c) => r[c] ?? ''))
  return recipientRowsOf(name, table.columns, rows, filterColumn)
}
