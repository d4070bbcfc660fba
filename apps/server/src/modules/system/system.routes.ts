import { systemApi, type ProfileInfo, type SocialProvider } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { route } from '../../platform/http/route.ts'
import { checkDatabase } from './check-database.ts'

/** The spec's profiles: prod or dev, and swagger while the API docs are served. */
export function activeProfiles(config: Config): ProfileInfo['activeProfiles'] {
  return [config.isProduction ? 'prod' : 'dev', ...(config.apiDocs ? (['swagger'] as const) : [])]
}

export function registerSystemRoutes(app: FastifyInstance, deps: { config: Config; db: Database }): void {
  const { config } = deps
  const socialProviders: SocialProvider[] = [
    ...(config.google ? (['google'] as const) : []),
    ...(config.microsoft ? (['azure'] as const) : []),
  ]
  const profile: ProfileInfo = {
    activeProfiles: activeProfiles(config),
    // The sign-in page links to the mailbox only where anyone may open it.
    devMailbox: config.devMailbox === 'public',
    captchaSiteKey: config.captcha?.siteKey ?? null,
    socialProviders,
    signupsEnabled: config.signupsEnabled,
    bookingUrl: config.bookingUrl ?? null,
  }
  route(app, systemApi.profileInfo, () => profile)
  route(app, systemApi.health, async (_request, reply) => {
    const health = await checkDatabase(deps)
    return reply.status(health.status === 'UP' ? 200 : 503).send(health)
  })
}
