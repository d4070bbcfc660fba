import { ipAllowListApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import { route } from '../../platform/http/route.ts'
import type { RequirePrincipal } from '../auth/index.ts'
import { addAllowedAddress } from './add-allowed-address.ts'
import { displayAddress } from './address-range.ts'
import { listAllowedAddresses } from './ip-allow-list.queries.ts'
import { removeAllowedAddress } from './remove-allowed-address.ts'

/** Spec §7 `api/account/whitelist-ips`, and the address the server sees for the IP allow-list screen. */
export function registerIpAllowListRoutes(
  app: FastifyInstance,
  deps: { db: Database; requirePrincipal: RequirePrincipal },
): void {
  route(app, ipAllowListApi.list, async (request) =>
    listAllowedAddresses(deps.db, (await deps.requirePrincipal(request)).userId),
  )
  route(app, ipAllowListApi.add, async (request) =>
    addAllowedAddress(deps, await deps.requirePrincipal(request), {
      address: request.body.address,
      clientAddress: request.ip,
    }),
  )
  route(app, ipAllowListApi.remove, async (request) => {
    await removeAllowedAddress(deps, await deps.requirePrincipal(request), {
      id: request.params.id,
      clientAddress: request.ip,
    })
  })
  route(app, ipAllowListApi.clientAddress, async (request) => {
    await deps.requirePrincipal(request)
    return { address: displayAddress(request.ip) }
  })
}
