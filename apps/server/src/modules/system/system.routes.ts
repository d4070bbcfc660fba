import { Health, ProfileInfo, type SocialProvider } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { pingDatabase } from './system.queries.ts'

export function registerSystemRoutes(app: FastifyInstance, deps: { config: Config; db: Database }): void {
  const { config, db } = deps
  const api = app.withTypeProvider<ZodTypeProvider>()
  const socialProviders: SocialProvider[] = [
    ...(config.google ? (['google'] as const) : []),
    ...(config.microsoft ? (['azure'] as const) : []),
  ]
  const profile: ProfileInfo = {
    activeProfiles: [config.isProduction ? 'prod' : 'dev'],
    // The sign-in page links to the mailbox only where anyone may open it.
    devMailbox: config.devMailbox === 'public',
    captchaSiteKey: config.captcha?.siteKey ?? null,
    socialProviders,
    signupsEnabled: config.signupsEnabled,
    bookingUrl: config.bookingUrl ?? null,
  }
  api.get('/api/profile-info', { schema: { response: { 200: ProfileInfo } } }, () => profile)
  api.get('/api/health', { schema: { response: { 200: Health, 503: Health } } }, async (_request, reply) => {
    const up = await pingDatabase(db)
    return reply.status(up ? 200 : 503).send({ status: up ? 'UP' : 'DOWN' })
  })
}
