// Power BI without capacity (ADR 0022): the report embedded with powerbi-client in Herald's Chromium.
export type { EmbedTarget } from './embed-session.ts'
export { renderEmbeddedReport } from './render-embedded.ts'
export { listEmbeddedVisuals, exportEmbeddedVisuals } from './visuals.ts'
export { previewEmbeddedReport } from './preview.ts'
export { allowPowerBiEmbedding } from './network-policy.ts'
