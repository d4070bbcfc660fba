import { fileURLToPath } from 'node:url'
import helmet from '@fastify/helmet'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { registerAccess } from './platform/http/access.ts'
import { registerCsrfGuard } from './platform/http/csrf.ts'
import { registerErrorHandler } from './platform/http/errors.ts'
import { registerForwardedForCheck } from './platform/http/forwarded-for.ts'
import { registerNoStore } from './platform/http/no-store.ts'
import { RequestLogController, requestLogSerializers } from './platform/http/request-log.ts'
import { registerIdempotency } from './platform/http/idempotency.ts'
import { registerApiDocs } from './platform/http/openapi.ts'
import { requireDeclaredRoutes } from './platform/http/route.ts'
import { registerSpa } from './platform/http/spa.ts'
import { validatorCompiler } from './platform/http/validator-compiler.ts'
import { areaLogger, type Logger } from './platform/log.ts'
import type { BrowserPool } from './platform/browser/browser-pool.ts'
import { registerHttpMetrics } from './platform/metrics/http-metrics.ts'
import type { DevMailbox } from './platform/mail/dev-mailbox.ts'
import type { Queue } from './platform/queue/queue.ts'
import type { FileStore } from './platform/storage/file-store.ts'
import type { Connectors } from './connectors/registry.ts'
import { registerBiLinkRoutes, type BiLinksDeps } from './modules/bi-links/index.ts'
import { registerAccountRoutes } from './modules/account/account.routes.ts'
import { createClientAddressCheck, registerIpAllowListRoutes } from './modules/ip-allow-list/index.ts'
import { registerAdminUserRoutes } from './modules/admin-users/index.ts'
import { registerSftpRoutes } from './modules/sftp/index.ts'
import { registerAuditRoutes } from './modules/audit/index.ts'
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
import { registerSecureLinkRoutes } from './modules/secure-links/index.ts'
import { createFilePasswordBox } from './platform/crypto/file-password-box.ts'
import { registerNotificationRoutes } from './modules/notifications/index.ts'
import { registerReportConfigRoutes } from './modules/report-config/index.ts'
import { registerSenderRoutes } from './modules/senders/index.ts'
import {
  createDkimKeyBox,
  registerSendingDomainRoutes,
  smtpRelayHost,
} from './modules/sending-domains/index.ts'
import { systemResolveTxt } from './platform/dns/txt-lookup.ts'
import { registerJobRoutes } from './modules/jobs/index.ts'
import { registerSystemRoutes } from './modules/system/index.ts'
import { registerManagementRoutes } from './modules/management/index.ts'
import { registerDestinationRoutes } from './modules/destinations/index.ts'
import { createDestinationRuntime } from './destinations/destination-runtime.ts'
import { createDestinationSecretBox } from './destinations/destination-secrets.ts'
import { createDestinations } from './destinations/registry.ts'

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
  /** The worker's browser when this process runs that role (the health check reuses it). */
  browser?: BrowserPool | undefined
  /** The browser a row's preview renders in: the worker's, or one launched on first use (ADR 0043). */
  renderBrowser?: BrowserPool | undefined
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
  const { trustProxy } = config
  const app = Fastify({
    // Its serializers log a request's URL with its secrets redacted (ADR 0041); the child follows the area's level.
    loggerInstance: areaLogger(deps.log, 'http').child(
      {},
      { serializers: requestLogSerializers },
    ) as FastifyBaseLogger,
    logController: new RequestLogController(),
    // A hop count trusts that many proxies nearest to the server, as Fastify does (its types omit the number).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  })
  if (trustProxy !== false) registerForwardedForCheck(app)
  registerNoStore(app)
  requireDeclaredRoutes(app)
  registerHttpMetrics(app)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  await app.register(helmet, {
    hsts: config.isProduction,
    // The wizard's Microsoft sign-in popup must still reach its opener after visiting Microsoft's origin.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://challenges.cloudflare.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // blob: shows a row's preview PDF, fetched by the page, in a frame (ADR 0043).
        frameSrc: ["'self'", 'blob:', 'https://challenges.cloudflare.com'],
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
  const { requirePrincipal, requestOwner } = createPrincipalResolver({
    db,
    secret: config.secretKey,
    checkClientAddress: createClientAddressCheck(db),
  })
  await registerApiRateLimit(app, { db, limits: config.apiRateLimits, requestOwner })

  const auth = createAuth({ config, db, queue: deps.queue, allowedOrigins: origins, log: deps.log })
  // route() enforces each declaration's access with these, before anything else reads the request (ADR 0055).
  registerAccess(app, {
    user: requirePrincipal,
    admin: createAdminResolver(requirePrincipal, config.adminEmails),
  })
  registerIdempotency(app, { db, clock: deps.clock })
  registerSystemRoutes(app, { config, db })
  registerAuthRoutes(app, { auth, db, config, identifyCaller: requirePrincipal })
  registerAccountRoutes(app, {
    db,
    queue: deps.queue,
    publicUrl: config.publicUrl,
    adminEmails: config.adminEmails,
  })
  registerJobRoutes(app, {
    db,
    queue: deps.queue,
    clock: deps.clock,
    files: deps.files,
    log: deps.log,
    connectors: deps.connectors,
    publicUrl: config.publicUrl,
  })
  registerReportConfigRoutes(app, {
    db,
    clock: deps.clock,
    connectors: deps.connectors,
    mailFrom: config.mailFrom,
    browser: deps.renderBrowser,
    filePasswords: createFilePasswordBox(config.secretKey),
  })
  registerBiLinkRoutes(app, { ...deps.biLinks, connectors: deps.connectors })
  const destinationRuntime = createDestinationRuntime({
    allowedHosts: config.biPrivateHosts,
    slackApiUrl: config.destinations.slackApiUrl,
    graphApiUrl: config.destinations.graphApiUrl,
    microsoft: deps.biLinks.powerBi,
  })
  registerDestinationRoutes(app, {
    db,
    queue: deps.queue,
    clock: deps.clock,
    secrets: createDestinationSecretBox(config.secretKey),
    destinations: createDestinations(destinationRuntime),
    runtime: destinationRuntime,
    microsoftSignIns: deps.biLinks,
  })
  registerHistoryRoutes(app, {
    db,
    queue: deps.queue,
    clock: deps.clock,
    mailFrom: config.mailFrom,
    files: deps.files,
  })
  registerSecureLinkRoutes(app, { db, clock: deps.clock, files: deps.files })
  registerNotificationRoutes(app, { db })
  registerApiKeyRoutes(app, { db, clock: deps.clock })
  registerIpAllowListRoutes(app, { db })
  registerBillingRoutes(app, {
    db,
    clock: deps.clock,
    log: deps.log,
    publicUrl: config.publicUrl,
    stripe: await createBillingGateway(config.stripe),
  })
  const resolveTxt = systemResolveTxt(config.dnsServers)
  registerSenderRoutes(app, {
    db,
    queue: deps.queue,
    clock: deps.clock,
    publicUrl: config.publicUrl,
    mailFrom: config.mailFrom,
    resolveTxt,
  })
  registerSendingDomainRoutes(app, {
    db,
    clock: deps.clock,
    secrets: createDkimKeyBox(config.secretKey),
    resolveTxt,
    smtpHost: smtpRelayHost(config.smtpUrl),
  })
  registerAdminUserRoutes(app, {
    db,
    auth,
    files: deps.files,
    log: deps.log,
    clock: deps.clock,
    adminEmails: config.adminEmails,
  })
  registerAuditRoutes(app, { db })
  registerSftpRoutes(app, {
    db,
    files: deps.files,
    log: deps.log,
    clock: deps.clock,
    sftp: config.sftp,
  })
  registerManagementRoutes(app, {
    config,
    db,
    log: deps.log,
    files: deps.files,
    browser: deps.browser,
    smtpUrl: config.smtpUrl ?? deps.devMailbox?.smtpUrl ?? '',
    clock: deps.clock,
  })
  if (deps.devMailbox) {
    registerDevMailboxRoutes(app, deps.devMailbox, config.devMailbox === 'admins' ? 'admin' : 'public')
  }
  await registerSpa(app, webDist)
  return app
}
