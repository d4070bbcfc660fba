import { httpCall } from '../../platform/net/http-call.ts'
import { checkDestinationUrl } from '../check-url.ts'
import type { DestinationDriver } from '../destination.ts'
import type { DestinationRuntime } from '../destination-runtime.ts'
import { outcomeOfAnswer, outcomeOfError } from '../http-outcome.ts'
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
      try {
        const answer = await httpCall(runtime.guard, runtime.agents, {
          url: new URL(target.secret.url!),
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          deadline: Date.now() + runtime.callTimeoutMs,
        })
        return outcomeOfAnswer(answer, 'Teams')
      } catch (err) {
        return outcomeOfError(err, 'Teams')
      }
    },
  }
}
