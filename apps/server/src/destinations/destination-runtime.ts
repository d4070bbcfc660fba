import type { PowerBiRuntime } from '../connectors/registry.ts'
import { createOutboundGuard, type OutboundGuard } from '../platform/net/outbound-guard.ts'
import { guardedAgents, type GuardedAgents } from '../platform/net/http-call.ts'

/** Microsoft Graph for SharePoint / OneDrive drops (ADR 0052). */
export interface GraphRuntime {
  /** GRAPH_API_URL without a trailing slash; a vendor endpoint set by the administrator, trusted like Graph. */
  apiUrl: string
  /** The Entra ID application Power BI signs in with; absent when not configured (SharePoint is not offered). */
  entra: PowerBiRuntime | undefined
  /** Bytes per PUT of an upload session: a multiple of 320 KiB (Graph's rule). */
  chunkBytes: number
  /** Access tokens by destination or sign-in, an in-memory optimisation: the sealed refresh token is the truth. */
  tokens: Map<string, { accessToken: string; expiresAt: number }>
}

/** What the drivers share: the SSRF guard over BI_PRIVATE_HOSTS, its agents, the vendors' endpoints. */
export interface DestinationRuntime {
  guard: OutboundGuard
  agents: GuardedAgents
  /** Slack's Web API base (SLACK_API_URL); a vendor endpoint set by the administrator, trusted like Slack. */
  slackApiUrl: string
  graph: GraphRuntime
  /** Longest wait for one call to a destination, in milliseconds. */
  callTimeoutMs: number
}

/** 320 KiB: every byte range of an upload session but the last is a multiple of it. */
export const GRAPH_CHUNK_UNIT = 320 * 1024

export function createDestinationRuntime(opts: {
  allowedHosts: string[]
  slackApiUrl: string
  graphApiUrl?: string
  microsoft?: PowerBiRuntime | undefined
  /** 10 × 320 KiB unless a test asks for smaller ranges. */
  graphChunkBytes?: number
  callTimeoutMs?: number
}): DestinationRuntime {
  const guard = createOutboundGuard(opts.allowedHosts)
  return {
    guard,
    agents: guardedAgents(guard),
    slackApiUrl: opts.slackApiUrl.endsWith('/') ? opts.slackApiUrl : `${opts.slackApiUrl}/`,
    graph: {
      apiUrl: (opts.graphApiUrl ?? 'https://graph.microsoft.com/v1.0').replace(/\/+$/, ''),
      entra: opts.microsoft,
      chunkBytes: opts.graphChunkBytes ?? 10 * GRAPH_CHUNK_UNIT,
      tokens: new Map(),
    },
    callTimeoutMs: opts.callTimeoutMs ?? 30_000,
  }
}
