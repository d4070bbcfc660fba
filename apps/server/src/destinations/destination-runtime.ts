import { createOutboundGuard, type OutboundGuard } from '../platform/net/outbound-guard.ts'
import { guardedAgents, type GuardedAgents } from '../platform/net/http-call.ts'

/** What the drivers share: the SSRF guard over BI_PRIVATE_HOSTS, its agents, the vendors' endpoints. */
export interface DestinationRuntime {
  guard: OutboundGuard
  agents: GuardedAgents
  /** Slack's Web API base (SLACK_API_URL); a vendor endpoint set by the administrator, trusted like Slack. */
  slackApiUrl: string
  /** Longest wait for one call to a destination, in milliseconds. */
  callTimeoutMs: number
}

export function createDestinationRuntime(opts: {
  allowedHosts: string[]
  slackApiUrl: string
  callTimeoutMs?: number
}): DestinationRuntime {
  const guard = createOutboundGuard(opts.allowedHosts)
  return {
    guard,
    agents: guardedAgents(guard),
    slackApiUrl: opts.slackApiUrl.endsWith('/') ? opts.slackApiUrl : `${opts.slackApiUrl}/`,
    callTimeoutMs: opts.callTimeoutMs ?? 30_000,
  }
}
