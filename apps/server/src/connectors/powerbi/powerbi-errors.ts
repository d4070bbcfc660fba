import { powerBiMessages } from '@herald/contracts'
import { PrivateAddressError } from '../../platform/net/outbound-guard.ts'
import { ConnectorError } from '../connector.ts'
import { CallTimeoutError } from '../../platform/net/http-call.ts'
import { PowerBiApiError } from './powerbi-api-error.ts'

const reasonOf = (err: PowerBiApiError) =>
  [err.code, err.detail].filter(Boolean).join(': ') || `HTTP ${err.status}`

/**
 * What the user must act on becomes a ConnectorError in words they can act on (Job History, or a 400 in the
 * wizard); anything passing (5xx after retries, a dropped connection) stays as it is, so the queue tries again.
 */
export function userFacingError(err: unknown, timeoutMs: number): unknown {
  if (err instanceof ConnectorError) return err
  if (err instanceof PrivateAddressError)
    return new ConnectorError(
      `The server ${err.host} is on a private network. An administrator must list it in BI_PRIVATE_HOSTS before Herald may connect to it.`,
    )
  if (err instanceof CallTimeoutError)
    return new ConnectorError(powerBiMessages.timedOut(Math.ceil(timeoutMs / 1000)))
  if (err instanceof PowerBiApiError) {
    if (err.status === 404) return new ConnectorError(powerBiMessages.notFound(reasonOf(err)))
    if (err.status === 401 || err.status === 403)
      return new ConnectorError(powerBiMessages.noAccess(reasonOf(err)))
    if (err.status >= 400 && err.status < 500 && err.status !== 429)
      return new ConnectorError(`Power BI refused the request (${reasonOf(err)}).`)
  }
  return err
}
