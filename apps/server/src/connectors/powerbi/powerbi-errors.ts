import { powerBiMessages } from '@herald/contracts'
import { ConnectorError } from '../connector.ts'
import { userFacingError as shared } from '../kit/connector-call.ts'
import { PowerBiApiError } from './powerbi-api-error.ts'

const reasonOf = (err: PowerBiApiError) =>
  [err.code, err.detail].filter(Boolean).join(': ') || `HTTP ${err.status}`

/** Power BI's refusals (4xx but 429) in words the user can act on. */
function apiError(err: unknown): ConnectorError | undefined {
  if (!(err instanceof PowerBiApiError)) return undefined
  if (err.status === 404) return new ConnectorError(powerBiMessages.notFound(reasonOf(err)))
  if (err.status === 401 || err.status === 403)
    return new ConnectorError(powerBiMessages.noAccess(reasonOf(err)))
  if (err.status >= 400 && err.status < 500 && err.status !== 429)
    return new ConnectorError(`Power BI refused the request (${reasonOf(err)}).`)
  return undefined
}

/**
 * What the user must act on becomes a ConnectorError (the kit's shared faults, then Power BI's refusals);
 * anything passing (5xx after retries, a dropped connection) stays as it is, so the queue tries again.
 */
export function userFacingError(err: unknown, timeoutMs: number): unknown {
  return shared(err, timeoutMs, { label: 'Power BI', apiError })
}
