import type { Executor } from '../db/client.ts'
import { createDestinationRuntime } from '../destinations/destination-runtime.ts'
import { createDestinationSecretBox } from '../destinations/destination-secrets.ts'
import { createDestinations } from '../destinations/registry.ts'
import { closeRunIfSettled, type ReportsDeps } from '../modules/reports/index.ts'
import { createDkimKeyBox } from '../modules/sending-domains/index.ts'
import type { BrowserPool } from '../platform/browser/browser-pool.ts'
import { createFilePasswordBox } from '../platform/crypto/file-password-box.ts'
import { qpdfAvailable, qpdfMissingMessage } from '../platform/documents/protect-pdf.ts'
import { areaLogger } from '../platform/log.ts'
import { sharedDeps, type Services } from './open-services.ts'

/** The worker role: every queue job's worker (ADR 0056), built from what runs, renders and deliveries need. */
export async function startWorkerRole(services: Services, browser: BrowserPool): Promise<void> {
  const { config, log, files, mailer } = services
  const shared = sharedDeps(services)
  const reports: ReportsDeps = {
    ...shared,
    connectors: services.connectors,
    browser,
    files,
    log: areaLogger(log, 'reports'),
    filePasswords: createFilePasswordBox(config.secretKey),
    qpdfPath: config.qpdfPath,
  }
  // Said once at start: a job with a file password would fail its PDFs without qpdf (ADR 0049).
  if (!(await qpdfAvailable(config.qpdfPath))) log.warn(qpdfMissingMessage(config.qpdfPath))
  // The delivery module closes runs through the reports module, which already depends on it.
  const closeRun = (tx: Executor, runId: number) => closeRunIfSettled(tx, reports, runId)
  await services.queue.work({
    mailer,
    reports,
    renderConcurrency: config.renderConcurrency,
    delivery: {
      ...shared,
      files,
      mailer,
      secrets: createDkimKeyBox(config.secretKey),
      retryBaseSeconds: config.mailRetrySeconds,
      closeRunIfSettled: closeRun,
    },
    // Slack, Teams, webhooks… (ADR 0048): their own ledger and queue job, beside the email path.
    destinationDelivery: {
      ...shared,
      files,
      secrets: createDestinationSecretBox(config.secretKey),
      destinations: createDestinations(
        createDestinationRuntime({
          allowedHosts: config.biPrivateHosts,
          slackApiUrl: config.destinations.slackApiUrl,
          graphApiUrl: config.destinations.graphApiUrl,
          microsoft: services.biLinks.powerBi,
        }),
      ),
      retryBaseSeconds: config.destinations.retryBaseSeconds,
      closeRunIfSettled: closeRun,
    },
  })
}
