import { sendingDomainsApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { route } from '../../platform/http/route.ts'
import { addSendingDomain } from './add-sending-domain.ts'
import { getSendingDomain } from './get-sending-domain.ts'
import { listAccountSendingDomains } from './list-sending-domains.ts'
import { recheckSendingDomain } from './recheck-sending-domain.ts'
import { removeSendingDomain } from './remove-sending-domain.ts'
import type { SendingDomainsDeps } from './sending-domains-deps.ts'

/** Spec §7 `api/ses-domains…`: the account's sending domains, their DKIM keys and DNS records. */
export function registerSendingDomainRoutes(app: FastifyInstance, deps: SendingDomainsDeps): void {
  route(app, sendingDomainsApi.list, (request) => listAccountSendingDomains(deps, request.caller))
  route(app, sendingDomainsApi.get, (request) => getSendingDomain(deps, request.caller, request.params.id))
  route(app, sendingDomainsApi.add, async (request, reply) => {
    const added = await addSendingDomain(deps, request.caller, request.body)
    return reply.status(added.status).send(added.domain)
  })
  route(app, sendingDomainsApi.recheck, (request) =>
    recheckSendingDomain(deps, request.caller, request.params.id),
  )
  route(app, sendingDomainsApi.remove, async (request) => {
    await removeSendingDomain(deps, request.caller, request.params.id)
  })
}
