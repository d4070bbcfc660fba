import type { WithPage } from '../../connector.ts'

/**
 * The hosts an embedded Power BI report loads from (the SDK's own allow-list of embed hosts, and the
 * service's back ends): what a `withPage` for embedding passes as the render context's network policy.
 * Everything else stays blocked inside Chromium (DESIGN.md §8.9).
 */
const POWER_BI_HOSTS =
  /(^|\.)(powerbi\.com|fabric\.microsoft\.com|analysis\.windows\.net|pbidedicated\.windows\.net|powerbi\.cn|powerbigov\.us)$/i

export function allowPowerBiEmbedding(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url)
    return (protocol === 'https:' || protocol === 'wss:') && POWER_BI_HOSTS.test(hostname)
  } catch {
    return false
  }
}

/** The caller's pages, let through to Power BI's embedding hosts (and nowhere else). */
export const embeddingPages =
  (withPage: WithPage): WithPage =>
  (canvas, use, options) =>
    withPage(canvas, use, { ...options, allowNetwork: allowPowerBiEmbedding })
