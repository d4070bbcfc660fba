import { destinationMessages } from '@herald/contracts'
import { PrivateAddressError } from '../platform/net/outbound-guard.ts'
import { DestinationSettingsError } from './destination.ts'
import type { DestinationRuntime } from './destination-runtime.ts'

/**
 * A user-supplied destination address, checked like a Tableau server (DESIGN.md §8.9): HTTPS, or plain HTTP
 * only to a host an administrator listed in BI_PRIVATE_HOSTS; never a private or loopback address unless
 * listed there. The name is resolved through the guard now, to say so at once; the connection is checked
 * again in its own lookup when it is made (no second resolution to rebind).
 */
export async function checkDestinationUrl(runtime: DestinationRuntime, raw: string): Promise<URL> {
  const url = new URL(raw)
  const host = url.hostname
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && runtime.guard.isListed(host)))
    throw new DestinationSettingsError(destinationMessages.httpsOnly(host))
  try {
    runtime.guard.checkLiteral(host)
    await new Promise<void>((resolve, reject) =>
      runtime.guard.lookup(host.replace(/^\[|\]$/g, ''), {}, (err) => (err ? reject(err) : resolve())),
    )
  } catch (err) {
    if (err instanceof PrivateAddressError)
      throw new DestinationSettingsError(destinationMessages.privateHost(host))
    // A name that does not resolve now may later (DNS trouble): the delivery says what happened then.
  }
  return url
}
