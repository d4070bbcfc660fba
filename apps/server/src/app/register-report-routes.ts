import type { FastifyInstance } from 'fastify'
import { createDestinationRuntime } from '../destinations/destination-runtime.ts'
import { createDestinationSecretBox } from '../destinations/destination-secrets.ts'
import { createDestinations } from '../destinations/registry.ts'
import { registerBiLinkRoutes } from '../modules/bi-links/index.ts'
import { registerDestinationRoutes } from '../modules/destinations/index.ts'
import { registerHistoryRoutes, requireOwnedFile } from '../modules/history/index.ts'
import { registerJobRoutes } from '../modules/jobs/index.ts'
import { registerReportConfigRoutes } from '../modules/report-config/index.ts'
import { registerSecureLinkRoutes } from '../modules/secure-links/index.ts'
import { createFilePasswordBox } from '../platform/crypto/file-password-box.ts'
import type { AppDeps } from './app-deps.ts'

/** The report jobs: the jobs themselves, their report and email set-up, BI links, destinations, history, links. */
export function registerReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { config, db, queue, clock, files, log, connectors, biLinks } = deps
  const { publicUrl, mailFrom } = config
  registerJobRoutes(app, { db, queue, clock, files, log, connectors, publicUrl })
  registerReportConfigRoutes(app, {
    db,
    clock,
    connectors,
    mailFrom,
    browser: deps.renderBrowser,
    filePasswords: createFilePasswordBox(config.secretKey),
  })
  registerBiLinkRoutes(app, { ...biLinks, connectors })
  const destinationRuntime = createDestinationRuntime({
    allowedHosts: config.biPrivateHosts,
    slackApiUrl: config.destinations.slackApiUrl,
    graphApiUrl: config.destinations.graphApiUrl,
    microsoft: biLinks.powerBi,
  })
  registerDestinationRoutes(app, {
    db,
    queue,
    clock,
    secrets: createDestinationSecretBox(config.secretKey),
    destinations: createDestinations(destinationRuntime),
    runtime: destinationRuntime,
    microsoftSignIns: biLinks,
  })
  registerHistoryRoutes(app, { db, queue, clock, mailFrom, files })
  registerSecureLinkRoutes(app, { db, clock, files, requireOwnedFile })
}
