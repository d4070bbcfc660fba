import { setTimeout as sleep } from 'node:timers/promises'
import { powerBiMessages } from '@herald/contracts'
import { ConnectorError, type RenderedReport, type RenderRequest } from '../connector.ts'
import { countPdfPages } from '../kit/pdf-pages.ts'
import { CallTimeoutError } from '../../platform/net/http-call.ts'
import { retryAfterMs } from '../../platform/net/retries.ts'
import type { PowerBiClient } from './powerbi-client.ts'
import { reportPath } from './powerbi-listings.ts'
import type { PowerBiRuntime } from './powerbi-runtime.ts'
import { filterExpression } from './report-filter.ts'

/** How often a whole export is started again when Power BI says it failed because it was busy (Failed + Retry-After). */
const BUSY_RETRIES = 3

interface ExportState {
  id: string
  status?: 'Undefined' | 'NotStarted' | 'Running' | 'Succeeded' | 'Failed'
  percentComplete?: number
  error?: { code?: string; message?: string }
}

/** Seconds to wait from an answer's Retry-After, else the default poll interval. */
function waitOf(header: string | string[] | undefined, fallbackMs: number, deadline: number): number {
  const wait = retryAfterMs(header) ?? fallbackMs
  if (Date.now() + wait >= deadline)
    throw new CallTimeoutError('the export did not finish before the deadline')
  return wait
}

/**
 * Export To File (reference §2.8): POST ExportTo with the pages, the locale and the row's filter as the one
 * report-level filter; poll the export honouring Retry-After until Succeeded or Failed; download the file.
 * PDF for PDF, PPTX made by Power BI for PNG output (one slide per page). Failed with Retry-After = busy:
 * the whole export starts again; Failed without = Power BI's reason, as a ConnectorError.
 */
export async function exportToFile(
  client: PowerBiClient,
  runtime: PowerBiRuntime,
  request: Omit<RenderRequest, 'pages'> & { pages: string[] },
  deadline: number,
): Promise<RenderedReport> {
  const base = reportPath(request.workspaceId, request.reportId)
  const format = request.output === 'PDF' ? 'PDF' : 'PPTX'
  const filter = filterExpression(request.filters)
  const body = {
    format,
    powerBIReportConfiguration: {
      settings: { locale: request.locale },
      pages: request.pages.map((pageName) => ({ pageName })),
      ...(filter ? { reportLevelFilters: [{ filter }] } : {}),
    },
  }
  for (let attempt = 0; ; attempt++) {
    const started = await client.call('POST', `${base}/ExportTo`, { body, deadline })
    let state = JSON.parse(started.body.toString('utf8')) as ExportState
    let retryAfter = started.headers['retry-after']
    const statusPath = `${base}/exports/${encodeURIComponent(state.id)}`
    while (state.status !== 'Succeeded' && state.status !== 'Failed') {
      await sleep(waitOf(retryAfter, runtime.pollMs, deadline))
      const polled = await client.call('GET', statusPath, { deadline })
      state = JSON.parse(polled.body.toString('utf8')) as ExportState
      retryAfter = polled.headers['retry-after']
    }
    if (state.status === 'Failed') {
      if (retryAfter !== undefined && attempt < BUSY_RETRIES) {
        await sleep(waitOf(retryAfter, runtime.pollMs, deadline))
        continue
      }
      const reason = [state.error?.code, state.error?.message].filter(Boolean).join(': ')
      throw new ConnectorError(powerBiMessages.exportFailed(reason || 'the export failed'))
    }
    const file = (await client.call('GET', `${statusPath}/file`, { deadline })).body
    return format === 'PDF'
      ? { kind: 'pdf', pdf: file, pageCount: countPdfPages(file) }
      : { kind: 'pptx', pptx: file }
  }
}
