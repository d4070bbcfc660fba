import { secureLinksApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { route } from '../../platform/http/route.ts'
import { listLinks, revokeSecureLink } from './manage-links.ts'
import { downloadLinkPart, openLink } from './open-link.ts'
import type { SecureLinksDeps } from './secure-links-deps.ts'

/** Secure links (ADR 0049): the public downloads by token, and a file's links in history. */
export function registerSecureLinkRoutes(app: FastifyInstance, deps: SecureLinksDeps): void {
  route(app, secureLinksApi.open, async (request, reply) =>
    openLink(deps, request, reply, request.params.token),
  )
  route(app, secureLinksApi.download, async (request, reply) =>
    downloadLinkPart(deps, request, reply, request.params.token, request.params.part),
  )
  route(app, secureLinksApi.list, async (request) => listLinks(deps, request.caller, request.params))
  route(app, secureLinksApi.revoke, async (request, reply) => {
    await revokeSecureLink(deps, request.caller, request.params)
    return reply.status(204).send()
  })
}
