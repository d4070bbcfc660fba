import { fileURLToPath } from 'node:url'
import helmet from '@fastify/helmet'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { registerCsrfGuard } from './platform/http/csrf.ts'
import { registerErrorHandler } from './platform/http/errors.ts'
import { RequestLogController } from './platform/http/request-log.ts'
import { registerIdempotency } from './platform/http/idempotency.ts'
import { registerApiDocs } from './platform/http/openapi.ts'
import { requireDeclaredRoutes } from './platform/http/route.ts'
import { registerSpa } from './platform/http/spa.ts'
import { validatorCompiler } from './platform/http/validator-compiler.ts'
import type { Logger } from './platform/log.ts'
import type { DevMailbox } from './platform/mail/dev-mailbox.ts'
import type { Queue } from './platform/queue/queue.ts'
import type { FileStore } from './platform/storage/file-store.ts'
import type { Connectors } from './connectors/registry.ts'
import { registerBiLinkRoutes, type BiLinksDeps } from './modules/bi-links/index.ts'
import { registerAccountRoutes } from './modules/account/account.routes.ts'
import { registerApiKeyRoutes } from './modules/api-keys/index.ts'
import { createBillingGateway, registerBillingRoutes } from './modules/billing/index.ts'
import {
  createAdminResolver,
  createAuth,
  createPrincipalResolver,
  registerApiRateLimit,
  registerAuthRoutes,
  SESSION_COOKIE,
} from './modules/auth/index.ts'
import { registerDevMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.ts'
import { registerHistoryRoutes } from './modules/history/index.ts'
import { registerNotificationRoutes } from './modules/notifications/index.ts'
import { registerReportConfigRoutes } from './modules/report-config/index.ts'
import { registerSenderRoutes } from './modules/senders/index.ts'
import { systemResolveTxt } from './platform/dns/dmarc-lookup.ts'
import { registerJobRoutes } from './modules/jobs/index.ts'
import { registerSystemRoutes } from './modules/system/system.routes.ts'

export interface AppDeps {
  config: Config
  db: Database
  queue: Queue
  log: Logger
  devMailbox: DevMailbox | undefined
  clock: () => Date
  connectors: Connectors
  files: FileStore
  biLinks: BiLinksDeps
}

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url))

/** Origins a browser may send state-changing requests from. */
export function allowedOrigins(config: Config): string[] {
  const origins = [new URL(config.publicUrl).origin]
  if (!config.isProduction) {
    origins.push(
      `http://localhost:${config.port}`,
      `http://127.0.0.1:${config.port}`,
      'http://localhost:5173',
    )
  }
  return [...new Set(origins)]
}

/** The HTTP application: platform plugins first, then each module's routes. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
  })
  requireDeclaredRoutes(app)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  await app.register(helmet, {
    hsts: config.isProduction,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://challenges.cloudflare.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://challenges.cloudflare.com'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
  })
  registerErrorHandler(app)
  const origins = allowedOrigins(config)
  registerCsrfGuard(app, origins)
  if (config.apiDocs) {
    await registerApiDocs(app, { publicUrl: config.publicUrl, sessionCookie: SESSION_COOKIE })
  }
  const { requirePrincipal, requestOwner } = createPrincipalResolver({ db, secret: config.secretKey })
  await registerApiRateLimit(app, { db, limits: config.apiRateLimits, requestOwner })

  const auth = createAuth({ config, db, queue: deps.queue, allowedOrigins: origins, log: deps.log })
  const requireAdmin = createAdminResolver(requirePrincipal, config.adminEmails)
  registerIdempotency(app, {
    db,
    clock: deps.clock,
    identify: async (request) => (await requirePrincipal(request)).userId,
  })
  registerSystemRoutes(app, { config, db })
  registerAuthRoutes(app, { auth, db, config, requirePrincipal })
  registerAccountRoutes(app, { requirePrincipal, db, adminEmails: config.adminEmails })
  registerJobRoutes(app, { requirePrincipal, db, queue: deps.queue, clock: deps.clock })
  registerReportConfigRoutes(app, {
    requirePrincipal,
    db,
    clock: deps.clock,
    connectors: deps.connectors,
    mailFrom: config.mailFrom,
  })
  registerBiLinkRoutes(app, { ...deps.biLinks, requirePrincipal, connectors: deps.connectors })
  registerHistoryRoutes(app, {
    requirePrincipal,
    db,
    queue: deps.queue,
    clock: deps.clock,
    mailFrom: config.mailFrom,
    files: deps.files,
  })
  registerNotificationRoutes(app, { requirePrincipal, db })
  registerApiKeyRoutes(app, { requirePrincipal, db, clock: deps.clock })
  registerBillingRoutes(app, {
    requirePrincipal,
    db,
    clock: deps.clock,
    log: deps.log,
    publicUrl: config.publicUrl,
    stripe: await createBillingGateway(config.stripe),
  })
  registerSenderRoutes(app, {
    requirePrincipal,
    db,
    queue: deps.queue,
    clock: deps.clock,
    publicUrl: config.publicUrl,
    mailFrom: config.mailFrom,
    resolveTxt: systemResolveTxt(config.dnsServers),
  })
  if (deps.devMailbox) {
    const everyone = async () => undefined
    registerDevMailboxRoutes(app, deps.devMailbox, config.devMailbox === 'admins' ? requireAdmin : everyone)
  }
  await registerSpa(app, webDist)
  return app
}
