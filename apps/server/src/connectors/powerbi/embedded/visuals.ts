import Papa from 'papaparse'
import {
  ConnectorError,
  type BiVisual,
  type ReportFilter,
  type VisualTable,
  type WithPage,
} from '../../connector.ts'
import { EmbedProgress, EmbedSession, type EmbedTarget, type EmbedVisual } from './embed-session.ts'
import { applyRowFilters } from './render-embedded.ts'

/** A small page is enough to read a report's structure and data; nothing is printed. */
const DATA_CANVAS = { width: 1280, height: 720 }

/** Visuals that hold no data of their own (or only drive others: slicers) are not offered for export. */
const NOT_DATA = new Set([
  'slicer',
  'textbox',
  'image',
  'shape',
  'basicShape',
  'actionButton',
  'pageNavigator',
  'bookmarkNavigator',
])

const KINDS: Record<string, BiVisual['kind']> = {
  tableEx: 'table',
  table: 'table',
  pivotTable: 'matrix',
  matrix: 'matrix',
  card: 'card',
  multiRowCard: 'card',
  cardVisual: 'card',
  kpi: 'card',
}

export const visualKind = (type: string): BiVisual['kind'] => KINDS[type] ?? 'chart'

interface PlacedVisual extends EmbedVisual {
  page: string
}

async function dataVisuals(session: EmbedSession): Promise<PlacedVisual[]> {
  const result: PlacedVisual[] = []
  for (const page of await session.pages())
    for (const visual of await session.visuals(page.name))
      if (!NOT_DATA.has(visual.type)) result.push({ ...visual, page: page.name })
  return result
}

/** The visuals of every page (page.getVisuals()): name, title, kind, page name. */
export async function listEmbeddedVisuals(withPage: WithPage, target: EmbedTarget): Promise<BiVisual[]> {
  const progress = new EmbedProgress(undefined)
  return progress.run(() =>
    withPage(DATA_CANVAS, async (page) => {
      const session = await EmbedSession.open(page, target, {
        canvas: DATA_CANVAS,
        locale: 'en-US',
        progress,
      })
      return (await dataVisuals(session)).map((v) => ({
        name: v.name,
        title: v.title,
        kind: visualKind(v.type),
        page: v.page,
      }))
    }),
  )
}

/** Picks the visuals to export: 'All' = every table and matrix; otherwise each by name, else by title (any case). */
function chooseVisuals(visuals: PlacedVisual[], wanted: 'All' | string[]): PlacedVisual[] {
  if (wanted === 'All') {
    const tables = visuals.filter((v) => ['table', 'matrix'].includes(visualKind(v.type)))
    if (tables.length === 0) throw new ConnectorError('This report has no table or matrix visual to export.')
    return tables
  }
  return wanted.map((name) => {
    const key = name.trim().toLowerCase()
    const found =
      visuals.find((v) => v.name === name.trim()) ?? visuals.find((v) => v.title.trim().toLowerCase() === key)
    if (!found) throw new ConnectorError(`The report has no visual named "${name}".`)
    return found
  })
}

const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/

/** exportData's CSV (header row, then rows) as a VisualTable with raw values: numbers as numbers, blanks as null. */
export function csvTable(visual: { name: string; title: string }, csv: string): VisualTable {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true })
  const [columns = [], ...rows] = parsed.data
  return {
    name: visual.name,
    title: visual.title,
    columns,
    rows: rows.map((row) =>
      row.map((cell) => (cell === '' ? null : NUMBER.test(cell) ? Number(cell) : cell)),
    ),
  }
}

/** visual.exportData (summarized) of each chosen visual under the row's filter, one call at a time. */
export async function exportEmbeddedVisuals(
  withPage: WithPage,
  target: EmbedTarget,
  request: {
    visualNames: 'All' | string[]
    filters?: readonly ReportFilter[]
    locale: string
    timeoutMs?: number
  },
): Promise<VisualTable[]> {
  const progress = new EmbedProgress(request.timeoutMs)
  return progress.run(() =>
    withPage(DATA_CANVAS, async (page) => {
      const session = await EmbedSession.open(page, target, {
        canvas: DATA_CANVAS,
        locale: request.locale,
        timeoutMs: request.timeoutMs,
        progress,
      })
      const chosen = chooseVisuals(await dataVisuals(session), request.visualNames)
      await applyRowFilters(session, request.filters)
      const tables: VisualTable[] = []
      // Power BI allows no concurrent exportData calls in one session.
      for (const visual of chosen) {
        await session.show(visual.page)
        tables.push(csvTable(visual, await session.exportData(visual.page, visual.name)))
      }
      return tables
    }),
  )
}
