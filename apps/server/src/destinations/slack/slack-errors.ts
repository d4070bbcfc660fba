import { ErrorCode, type WebAPICallError } from '@slack/web-api'
import type { DeliveryOutcome } from '../destination.ts'

/** Slack's `ok: false` errors that no retry mends, with what the user should do. */
const PERMANENT: Record<string, string> = {
  channel_not_found:
    'Slack has no channel by that name that the app can see (channel_not_found). Check the channel, and invite the app to a private channel.',
  not_in_channel:
    'The Slack app is not in this channel (not_in_channel). Invite it there, e.g. /invite @Herald.',
  is_archived: 'The Slack channel is archived (is_archived).',
  invalid_auth: 'Slack refused the bot token (invalid_auth). Add the destination again with a valid token.',
  not_authed: 'Slack received no token (not_authed). Add the destination again.',
  token_revoked:
    'The Slack bot token was revoked (token_revoked). Add the destination again with a new token.',
  token_expired: 'The Slack bot token expired (token_expired). Add the destination again with a new token.',
  account_inactive: 'The Slack app’s account is inactive (account_inactive).',
  missing_scope:
    'The Slack app lacks a permission (missing_scope): it needs files:write, chat:write, channels:read and groups:read.',
  restricted_action: 'The Slack workspace does not let this app post there (restricted_action).',
  file_uploads_disabled: 'File uploads are disabled in this Slack workspace (file_uploads_disabled).',
}
/** Errors Slack itself says are passing. */
const PASSING = new Set([
  'ratelimited',
  'internal_error',
  'fatal_error',
  'service_unavailable',
  'request_timeout',
])

/**
 * A Web API failure as an outcome. `shared` says the failing call was the one that posts the file to the
 * channel (files.completeUploadExternal): an answer lost there may mean the file was shared all the same.
 */
export function slackOutcome(err: unknown, shared: boolean): DeliveryOutcome {
  const e = err as WebAPICallError
  switch (e.code) {
    case ErrorCode.RateLimitedError:
      return {
        kind: 'retry',
        error: `Slack is rate limiting (retry after ${e.retryAfter} s).`,
        retryAfterSeconds: e.retryAfter,
      }
    case ErrorCode.PlatformError: {
      const code = e.data.error
      const retryAfter = e.data.response_metadata?.retryAfter
      if (PASSING.has(code))
        return shared && code === 'request_timeout'
          ? { kind: 'unknown', error: `Slack answered ${code}; the file may have been posted.` }
          : { kind: 'retry', error: `Slack answered ${code}.`, retryAfterSeconds: retryAfter }
      return { kind: 'failed', error: PERMANENT[code] ?? `Slack refused the file: ${code}.` }
    }
    case ErrorCode.HTTPError:
      if (e.statusCode === 408 || e.statusCode === 429 || e.statusCode >= 500)
        return { kind: shared ? 'unknown' : 'retry', error: `Slack answered HTTP ${e.statusCode}.` }
      return { kind: 'failed', error: `Slack answered HTTP ${e.statusCode}.` }
    case ErrorCode.RequestError:
      return shared
        ? {
            kind: 'unknown',
            error: `Slack did not answer (${e.original.message}); the file may have been posted.`,
          }
        : { kind: 'retry', error: `Slack could not be reached: ${e.original.message}` }
    default:
      return {
        kind: shared ? 'unknown' : 'retry',
        error: `Slack: ${err instanceof Error ? err.message : String(err)}`,
      }
  }
}
