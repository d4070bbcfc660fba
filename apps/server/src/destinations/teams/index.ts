import { checkDestinationUrl } from '../check-url.ts'
import type { DestinationDriver } from '../destination.ts'
import type { DestinationRuntime } from '../destination-runtime.ts'
import { postJson } from '../post-json.ts'
import { adaptiveCardMessage } from './adaptive-card.ts'

/**
 * Microsoft Teams through a Workflows webhook (the Office 365 connector webhooks are being retired): an
 * Adaptive Card with the row's message and a secure link to its file. Workflows answer 202 Accepted. The
 * address carries its own signature (`sig=`), so it is sealed and only its host is shown. Teams cannot
 * tell a resend from a new post: a resend after a lost answer is flagged as a possible duplicate.
 */
export function teamsDestination(runtime: DestinationRuntime): DestinationDriver<'TEAMS'> {
  return {
    type: 'TEAMS',
    idempotent: false,
    async configure(input) {
      const url = await checkDestinationUrl(runtime, input.url)
      return { settings: { host: url.host, message: input.message }, secret: { url: url.toString() } }
    },
    label: (settings) => `Teams ${settings.host ?? ''}`.trim(),
    async deliver(target, item) {
      const body = await adaptiveCardMessage(item, target.settings.message ?? '')
      return postJson(runtime, { url: target.secret.url!, body }, 'Teams')
    },
  }
}
