import { tableauMessages } from '@herald/contracts'
import { PrivateAddressError } from '../../platform/net/outbound-guard.ts'
import { ConnectorError } from '../connector.ts'
import { CallTimeoutError } from '../../platform/net/http-call.ts'
import { TableauApiError } from './tableau-api-error.ts'

const NETWORK = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNRESET',
  'EHOSTUNREACH',
  'CERT_HAS_EXPIRED',
])

/**
 * What the user must act on becomes a ConnectorError in words they can act on (shown in Job History or as
 * a 400); anything passing (5xx after retries, a dropped connection while rendering) stays as it is, so
 * the queue tries the file again.
 */
export function userFacingError(err: unknown, timeoutMs: number, signingIn = false): unknown {
  if (err instanceof ConnectorError) return err
  if (err instanceof PrivateAddressError) return new ConnectorError(tableauMessages.privateHost(err.host))
  if (err instanceof CallTimeoutError)
    return new ConnectorError(tableauMessages.timedOut(Math.ceil(timeoutMs / 1000)))
  if (err instanceof TableauApiError) {
    const reason = [err.summary, err.detail].filter(Boolean).join(': ')
    if (err.status === 401)
      return new ConnectorError(tableauMessages.signInRefused(`${reason} (${err.code || 401})`))
    if (err.status === 403)
      return new ConnectorError(
        `Tableau refused access (${err.code || 403}): ${reason}. The linked user needs the permission.`,
      )
    if (err.status === 404)
      return new ConnectorError(`Tableau could not find it (${err.code || 404}): ${reason}`)
    if (err.status === 400)
      return new ConnectorError(`Tableau refused the request (${err.code || 400}): ${reason}`)
    if (signingIn)
      return new ConnectorError(tableauMessages.unreachable(`${reason} (${err.code || err.status})`))
    return err
  }
  const code = (err as { code?: unknown } | null)?.code
  if (signingIn && typeof code === 'string' && NETWORK.has(code))
    return new ConnectorError(tableauMessages.unreachable(`${(err as Error).message}`))
  return err
}
