import { pagesToPrintList, parsePageSize, storedRowFilters, type BiTool } from '@herald/contracts'
import { parseFilters } from '../../connectors/connector.ts'
import { buildPptx } from '../../platform/documents/build-pptx.ts'
import { buildWorkbook } from '../../platform/documents/build-workbook.ts'
import type { ClaimedFile } from './files.queries.ts'
import type { ReportsDeps } from './reports-deps.ts'

const DEFAULT_CANVAS = { width: 1280, height: 720 }

export interface BuiltDocuments {
  kind: 'PDF' | 'PPTX'
  document: Buffer
  workbook: Buffer | undefined
}

function excelVisuals(list: string): 'All' | string[] {
  const names = list
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '')
  return names.length === 0 || names.includes('All') ? 'All' : names
}

/** What one render needs: the job's report task and the row's filter (a run's file, or a row to preview). */
export interface DocumentSource {
  task: ClaimedFile['task']
  file: Pick<ClaimedFile['file'], 'filterName' | 'filterValue'> &
    Partial<Pick<ClaimedFile['file'], 'format' | 'attachExcel' | 'extraFilters'>>
}

/**
 * Renders one file: the report filtered to the file's row, as PDF or PPTX, plus the Excel export when asked.
 * A run's files and the wizard's row preview (ADR 0043) both render through here.
 */
export async function buildDocuments(
  { connectors, browser }: Pick<ReportsDeps, 'connectors' | 'browser'>,
  { task, file }: DocumentSource,
): Promise<BuiltDocuments> {
  const connector = await connectors.forJob(task.biTool as BiTool, task.jobId)
  const filters = parseFilters(storedRowFilters(file))
  const canvas = parsePageSize(task.pageSize) ?? DEFAULT_CANVAS
  // The row's own Format and Attach Excel, when it sets them, win over the job's (ADR 0047).
  const kind = (file.format ?? task.fileFormat) === 'PPTX' ? 'PPTX' : 'PDF'
  const excel = file.attachExcel ?? task.generateExcel
  const timeoutMs = task.timeoutSeconds > 0 ? task.timeoutSeconds * 1000 : undefined
  const rendered = await connector.render(
    {
      workspaceId: task.workspaceId,
      reportId: task.reportId,
      pages: pagesToPrintList(task.pagesToPrint),
      filters,
      locale: task.locale,
      canvas,
      delayMs: task.delaySeconds * 1000,
      output: kind === 'PPTX' ? 'PNG' : 'PDF',
      ...(timeoutMs ? { timeoutMs } : {}),
    },
    (size, use, options) => browser.withPage(size, use, { ...options, ...(timeoutMs ? { timeoutMs } : {}) }),
  )
  const document =
    rendered.kind === 'pdf'
      ? rendered.pdf
      : rendered.kind === 'pptx'
        ? rendered.pptx
        : await buildPptx(rendered.pages.map((page) => ({ png: page.png, ...canvas })))
  const data = excel
    ? await connector.exportVisuals({
        reportId: task.reportId,
        visualNames: excelVisuals(task.excelVisuals),
        filters,
        locale: task.locale,
        ...(timeoutMs ? { timeoutMs } : {}),
      })
    : undefined
  const workbook = data && (data.kind === 'xlsx' ? data.xlsx : await buildWorkbook(data.tables))
  return { kind, document, workbook }
}
