import { tableauMessages } from '@herald/contracts'
import { ConnectorError } from '../connector.ts'
import { userFacingError as shared } from '../kit/connector-call.ts'
import { TableauApiError } from './tableau-api-error.ts'

const NETWORK = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNRESET',
  'EHOSTUNREACH',
  'CERT_HAS_EXPIRED',
])

/** Tableau's refusals in words the user can act on; signing in, a server that answers nothing useful is "unreachable". */
function apiError(err: unknown, signingIn: boolean): ConnectorError | undefined {
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
    return undefined
  }
  const code = (err as { code?: unknown } | null)?.code
  if (signingIn && typeof code === 'string' && NETWORK.has(code))
    return new ConnectorError(tableauMessages.unreachable(`${(err as Error).message}`))
  return undefined
}

/**
 * What the user must act on becomes a ConnectorError (the kit's shared faults, then Tableau's refusals);
 * anything passing (5xx after retries, a dropped connection while rendering) stays as it is, so the queue
 * tries the file again.
 */
export function userFacingError(err: unknown, timeoutMs: number, signingIn = false): unknown {
  return shared(err, timeoutMs, { label: 'Tableau', apiError: (e) => apiError(e, signingIn) })
}
