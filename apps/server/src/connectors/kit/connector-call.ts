import { biMessages } from '@herald/contracts'
import { CallTimeoutError } from '../../platform/net/http-call.ts'
import { PrivateAddressError } from '../../platform/net/outbound-guard.ts'
import { ConnectorError } from '../connector.ts'

/**
 * Maps what the user must act on to a ConnectorError in words they can act on (Job History, or a 400 in the
 * wizard); anything else is returned as it is — passing faults (5xx after retries, a dropped connection) must
 * stay themselves so the queue tries the file again.
 */
export type ErrorMapper = (err: unknown, timeoutMs: number) => unknown

/**
 * The faults every BI tool shares, in one wording (ADR 0057): a ConnectorError as it is, a private address the
 * operator has not allowed, the call's deadline. Then the tool's own reading of its API errors (`apiError`),
 * which answers undefined for what stays as it is.
 */
export function userFacingError(
  err: unknown,
  timeoutMs: number,
  tool: { label: string; apiError?: (err: unknown) => ConnectorError | undefined },
): unknown {
  if (err instanceof ConnectorError) return err
  if (err instanceof PrivateAddressError) return new ConnectorError(biMessages.privateHost(err.host))
  if (err instanceof CallTimeoutError)
    return new ConnectorError(biMessages.timedOut(tool.label, Math.ceil(timeoutMs / 1000)))
  return tool.apiError?.(err) ?? err
}

/**
 * A connector's way to make one call: the job's timeout (or the default) becomes a deadline for everything
 * the work sends, and what fails is mapped to words the user can act on.
 */
export function callWithin(defaultTimeoutMs: number, mapError: ErrorMapper) {
  return async <T>(timeoutMs: number | undefined, work: (deadline: number) => Promise<T>): Promise<T> => {
    const budget = timeoutMs ?? defaultTimeoutMs
    try {
      return await work(Date.now() + budget)
    } catch (err) {
      throw mapError(err, budget)
    }
  }
}
