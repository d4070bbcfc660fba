// Power BI without capacity (ADR 0022): the report embedded with powerbi-client in Herald's Chromium. Every entry
// point opens its pages with the embedding network policy, whatever `withPage` the caller passes.
import { embeddingPages } from './network-policy.ts'
import { previewEmbeddedReport as preview } from './preview.ts'
import { renderEmbeddedReport as render } from './render-embedded.ts'
import { exportEmbeddedVisuals as exportVisuals, listEmbeddedVisuals as listVisuals } from './visuals.ts'

export type { EmbedTarget } from './embed-session.ts'
export { allowPowerBiEmbedding } from './network-policy.ts'

export const renderEmbeddedReport: typeof render = (withPage, ...rest) =>
  render(embeddingPages(withPage), ...rest)
export const listEmbeddedVisuals: typeof listVisuals = (withPage, ...rest) =>
  listVisuals(embeddingPages(withPage), ...rest)
export const exportEmbeddedVisuals: typeof exportVisuals = (withPage, ...rest) =>
  exportVisuals(embeddingPages(withPage), ...rest)
export const previewEmbeddedReport: typeof preview = (withPage, ...rest) =>
  preview(embeddingPages(withPage), ...rest)
