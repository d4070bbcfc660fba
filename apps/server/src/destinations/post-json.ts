import { httpCall } from '../platform/net/http-call.ts'
import type { DeliveryOutcome } from './destination.ts'
import type { DestinationRuntime } from './destination-runtime.ts'
import { outcomeOfAnswer, outcomeOfError } from './http-outcome.ts'

/**
 * One HTTPS POST of a JSON body to a destination's sealed address, through the outbound guard, as an outcome:
 * the answer classified, or what came of a call that got none (`service` names the destination in errors).
 */
export async function postJson(
  runtime: DestinationRuntime,
  call: { url: string; body: string; headers?: Record<string, string> },
  service: string,
): Promise<DeliveryOutcome> {
  try {
    const answer = await httpCall(runtime.guard, runtime.agents, {
      url: new URL(call.url),
      method: 'POST',
      headers: { ...call.headers, 'content-type': 'application/json' },
      body: call.body,
      deadline: Date.now() + runtime.callTimeoutMs,
    })
    return outcomeOfAnswer(answer, service)
  } catch (err) {
    return outcomeOfError(err, service)
  }
}
