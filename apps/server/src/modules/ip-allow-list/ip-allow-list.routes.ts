import { ipAllowListApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import { route } from '../../platform/http/route.ts'
import { addAllowedAddress } from './add-allowed-address.ts'
import { displayAddress } from './address-range.ts'
import { listAccountAllowList } from './list-allowed-addresses.ts'
import { removeAllowedAddress } from './remove-allowed-address.ts'

/** Spec §7 `api/account/whitelist-ips`, and the address the server sees for the IP allow-list screen. */
export function registerIpAllowListRoutes(app: FastifyInstance, deps: { db: Database }): void {
  route(app, ipAllowListApi.list, async (request) => listAccountAllowList(deps, request.caller))
  route(app, ipAllowListApi.add, async (request) =>
    addAllowedAddress(deps, request.caller, {
      address: request.body.address,
      clientAddress: request.ip,
    }),
  )
  route(app, ipAllowListApi.remove, async (request) => {
    await removeAllowedAddress(deps, request.caller, {
      id: request.params.id,
      clientAddress: request.ip,
    })
  })
  route(app, ipAllowListApi.clientAddress, (request) => ({ address: displayAddress(request.ip) }))
}
