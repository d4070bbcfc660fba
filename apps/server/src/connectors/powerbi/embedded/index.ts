// Temporary stand-in (pbi-interface.md): the pbi-embed helper's module replaces this file at merge.
import {
  ConnectorError,
  type BiVisual,
  type ReportFilter,
  type RenderedReport,
  type RenderRequest,
  type VisualTable,
  type WithPage,
} from '../../connector.ts'

/** What Herald's Chromium needs to embed a report for the linked user ("embed for your organization", tokenType Aad). */
export interface EmbedTarget {
  /** The linked user's Entra ID access token (fresh; pbi-core refreshes it before calling). Never logged. */
  accessToken: string
  /** The report's embedUrl from the REST listing (GET .../reports → embedUrl). */
  embedUrl: string
  reportId: string
}

const unavailable = () =>
  Promise.reject(
    new ConnectorError('Rendering without Power BI capacity is not available on this server yet.'),
  )

export function renderEmbeddedReport(
  _withPage: WithPage,
  _target: EmbedTarget,
  _request: Omit<RenderRequest, 'pages'> & { pages: string[] },
): Promise<RenderedReport> {
  return unavailable()
}

export function listEmbeddedVisuals(_withPage: WithPage, _target: EmbedTarget): Promise<BiVisual[]> {
  return unavailable()
}

export function exportEmbeddedVisuals(
  _withPage: WithPage,
  _target: EmbedTarget,
  _request: { visualNames: 'All' | string[]; filter?: ReportFilter; locale: string; timeoutMs?: number },
): Promise<VisualTable[]> {
  return unavailable()
}

export function previewEmbeddedReport(
  _withPage: WithPage,
  _target: EmbedTarget,
  _request: { locale: string; canvas: { width: number; height: number } },
): Promise<string> {
  return unavailable()
}
