import { sendingDomainMessages, sendingDomainsApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../platform/http/errors.ts'
import { route } from '../../platform/http/route.ts'
import type { RequirePrincipal } from '../auth/index.ts'
import { addSendingDomain } from './add-sending-domain.ts'
import { presentSendingDomain } from './present-sending-domain.ts'
import { recheckSendingDomain } from './recheck-sending-domain.ts'
import type { SendingDomainsDeps } from './sending-domains-deps.ts'
import { deleteSendingDomain, findSendingDomain, listSendingDomains } from './sending-domains.queries.ts'

/** Spec §7 `api/ses-domains…`: the account's sending domains, their DKIM keys and DNS records. */
export function registerSendingDomainRoutes(
  app: FastifyInstance,
  deps: SendingDomainsDeps & { requirePrincipal: RequirePrincipal },
): void {
  route(app, sendingDomainsApi.list, async (request) => {
    const rows = await listSendingDomains(deps.db, (await deps.requirePrincipal(request)).userId)
    return rows.map((row) => presentSendingDomain(row, deps.smtpHost))
  })
  route(app, sendingDomainsApi.get, async (request) => {
    const { userId } = await deps.requirePrincipal(request)
    const row = await findSendingDomain(deps.db, userId, request.params.id)
    if (!row) throw new AppError(404, sendingDomainMessages.notFound)
    return presentSendingDomain(row, deps.smtpHost)
  })
  route(app, sendingDomainsApi.add, async (request, reply) => {
    const added = await addSendingDomain(deps, await deps.requirePrincipal(request), request.body)
    return reply.status(added.status).send(added.domain)
  })
  route(app, sendingDomainsApi.recheck, async (request) =>
    recheckSendingDomain(deps, await deps.requirePrincipal(request), request.params.id),
  )
  route(app, sendingDomainsApi.remove, async (request) => {
    const { userId } = await deps.requirePrincipal(request)
    if (!(await deleteSendingDomain(deps.db, userId, request.params.id))) {
      throw new AppError(404, sendingDomainMessages.notFound)
    }
  })
}
