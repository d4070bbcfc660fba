import type { DestinationDriver } from '../destination.ts'
import type { DestinationRuntime } from '../destination-runtime.ts'
import { checkDestinationUrl } from '../check-url.ts'
import { postJson } from '../post-json.ts'
import { newSigningSecret, signWebhook } from './sign-webhook.ts'
import { webhookEvent } from './webhook-event.ts'

/**
 * Webhooks (ADR 0048): one HTTPS POST of a JSON event per file, signed per Standard Webhooks with the
 * destination's own secret (shown once). The `webhook-id` is the delivery's, the same on every retry, so a
 * receiver that dedupes on it gets each event once: a resend is never a duplicate.
 */
export function webhookDestination(runtime: DestinationRuntime): DestinationDriver<'WEBHOOK'> {
  return {
    type: 'WEBHOOK',
    idempotent: true,
    async configure(input) {
      const url = await checkDestinationUrl(runtime, input.url)
      const signingSecret = newSigningSecret()
      return {
        settings: { host: url.host },
        secret: { url: url.toString(), signingSecret },
        shownOnce: signingSecret,
      }
    },
    label: (settings) => `Webhook ${settings.host ?? ''}`.trim(),
    async deliver(target, item) {
      const now = new Date()
      const body = await webhookEvent(item, now)
      const headers = signWebhook(target.secret.signingSecret!, {
        id: item.eventId,
        timestamp: Math.floor(now.getTime() / 1000),
        body,
      })
      return postJson(
        runtime,
        { url: target.secret.url!, body, headers: { ...headers, 'user-agent': 'Herald-Webhooks/1' } },
        'The webhook',
      )
    },
  }
}
