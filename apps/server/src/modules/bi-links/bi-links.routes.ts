import { biAuthApi, sharePointApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { Connectors } from '../../connectors/registry.ts'
import { route } from '../../platform/http/route.ts'
import type { BiLinksDeps } from './bi-links-deps.ts'
import { completePowerBiSignIn } from './complete-powerbi-sign-in.ts'
import { getAuthConfig } from './get-auth-config.ts'
import { initiatePowerBiSignIn } from './initiate-powerbi-sign-in.ts'
import { linkBiAccount } from './link-bi-account.ts'
import { listTableauViews } from './list-tableau-views.ts'
import { revokeBiAccount } from './revoke-bi-account.ts'
import { signInOutcomePage } from './sign-in-outcome-page.ts'

/**
 * `api/auth-config/…` (spec §7): link, show and revoke a job's BI account; the spec's Tableau views listing; the
 * Microsoft sign-in of a SharePoint destination (ADR 0052), through the same callback.
 */
export function registerBiLinkRoutes(
  app: FastifyInstance,
  deps: BiLinksDeps & { connectors: Connectors },
): void {
  route(app, biAuthApi.link, async (request) =>
    linkBiAccount(deps, request.caller, request.params.jobId, request.body),
  )
  route(app, biAuthApi.get, async (request) => getAuthConfig(deps, request.caller, request.params.jobId))
  route(app, biAuthApi.revoke, async (request, reply) => {
    await revokeBiAccount(deps, request.caller, request.params.jobId)
    return reply.status(204).send()
  })
  route(app, biAuthApi.initiateOAuth, async (request) =>
    initiatePowerBiSignIn(deps, request.caller, request.params.jobId),
  )
  route(app, sharePointApi.signIn, async (request) =>
    initiatePowerBiSignIn(deps, request.caller, request.params.id, 'SHAREPOINT'),
  )
  route(app, biAuthApi.oauthCallback, async (request, reply) => {
    const outcome = await completePowerBiSignIn(deps, request.caller, request.query)
    const page = signInOutcomePage(outcome, deps.publicUrl)
    return (
      reply
        .header('content-security-policy', page.csp)
        // Arriving from Microsoft's origin, the popup keeps `window.opener` only if this page does not isolate itself.
        .header('cross-origin-opener-policy', 'unsafe-none')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page.html)
    )
  })
  route(app, biAuthApi.listTableauViews, (request) => listTableauViews(deps, request.caller, request.params))
}
