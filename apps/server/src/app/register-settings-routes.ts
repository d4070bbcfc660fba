import type { FastifyInstance } from 'fastify'
import { registerApiKeyRoutes } from '../modules/api-keys/index.ts'
import { createBillingGateway, registerBillingRoutes } from '../modules/billing/index.ts'
import { registerIpAllowListRoutes } from '../modules/ip-allow-list/index.ts'
import { registerNotificationRoutes } from '../modules/notifications/index.ts'
import { registerSenderRoutes } from '../modules/senders/index.ts'
import {
  createDkimKeyBox,
  registerSendingDomainRoutes,
  smtpRelayHost,
} from '../modules/sending-domains/index.ts'
import { systemResolveTxt } from '../platform/dns/txt-lookup.ts'
import type { AppDeps } from './app-deps.ts'

/** The account's settings: notifications, API key, IP allow-list, billing, senders and sending domains. */
export async function registerSettingsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config, db, queue, clock, log } = deps
  const { publicUrl, mailFrom } = config
  registerNotificationRoutes(app, { db })
  registerApiKeyRoutes(app, { db, clock })
  registerIpAllowListRoutes(app, { db })
  registerBillingRoutes(app, { db, clock, log, publicUrl, stripe: await createBillingGateway(config.stripe) })
  const resolveTxt = systemResolveTxt(config.dnsServers)
  registerSenderRoutes(app, { db, queue, clock, publicUrl, mailFrom, resolveTxt })
  registerSendingDomainRoutes(app, {
    db,
    clock,
    secrets: createDkimKeyBox(config.secretKey),
    resolveTxt,
    smtpHost: smtpRelayHost(config.smtpUrl),
  })
}
