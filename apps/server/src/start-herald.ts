import path from 'node:path'
import { biAuthApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import type { Config } from './config.ts'
import { createConnectors } from './connectors/registry.ts'
import { createPowerBiRuntime } from './connectors/powerbi/index.ts'
import { createTableauRuntime } from './connectors/tableau/index.ts'
import { openDatabase, type DatabaseHandle, type Executor } from './db/client.ts'
import { DataDirInUseError } from './db/data-dir-lock.ts'
import { createSecretBox } from './platform/crypto/secret-box.ts'
import { createFilePasswordBox } from './platform/crypto/file-password-box.ts'
import { qpdfAvailable, qpdfMissingMessage } from './platform/documents/protect-pdf.ts'
import { createBrowserPool, type BrowserPool } from './platform/browser/browser-pool.ts'
import { checkBrowser } from './platform/browser/check-browser.ts'
import { areaLogger, type Logger } from './platform/log.ts'
import { startDevMailbox, type DevMailbox } from './platform/mail/dev-mailbox.ts'
import { createMailer } from './platform/mail/mailer.ts'
import { startQueue } from './platform/queue/queue.ts'
import { openFileStore } from './platform/storage/open-file-store.ts'
import { linkedConnectors } from './modules/bi-links/index.ts'
import { configureSecureLinks } from './modules/secure-links/index.ts'
import { refreshDatabaseFigures } from './modules/management/index.ts'
import { startMetricsServer } from './platform/metrics/metrics-server.ts'
import { databaseFailure, listenFailure, StartupError, storageFailure } from './startup-failure.ts'
import {
  createDestinationDelivery,
  createEmailDelivery,
  deliverDestinationJob,
  deliverEmailJob,
} from './modules/delivery/index.ts'
import { createDestinationRuntime } from './destinations/destination-runtime.ts'
import { createDestinationSecretBox } from './destinations/destination-secrets.ts'
import { createDestinations } from './destinations/registry.ts'
import { createDkimKeyBox } from './modules/sending-domains/index.ts'
import {
  executeRunJob,
  startRefreshPoller,
  startScheduler,
  type RefreshPoller,
  type Scheduler,
} from './modules/jobs/index.ts'
import { registerMailWorker, sendEmailJob } from './modules/mail/index.ts'
import { startSftp } from './modules/sftp/index.ts'
import type { SftpServer } from './platform/sftp/index.ts'
import {
  closeRunIfSettled,
  executeRun,
  renderFile,
  renderFileJob,
  startFileRetention,
  type FileRetention,
} from './modules/reports/index.ts'

/** Emails sent at once by one worker: enough to keep the SMTP pool's connections busy between database round trips. */
const DELIVERIES_IN_FLIGHT = 32
/** Deliveries to destinations (Slack, Teams, webhooks) under way at once per worker: each is an HTTP call or three. */
const DESTINATIONS_IN_FLIGHT = 8
/** Runs started at once by one worker: a start is a few database round trips, so more in flight hides their latency. */
const RUN_STARTS_IN_FLIGHT = 32

export interface Herald {
  url: string | undefined
  app: FastifyInstance | undefined
  devMailbox: DevMailbox | undefined
  stop(): Promise<void>
}

/** Starts the roles this process runs (web, worker, scheduler) on one database and one queue. */
export async function startHerald(
  config: Config,
  log: Logger,
  clock: () => Date = () => new Date(),
): Promise<Herald> {
  // Links issued by any module of this process point at PUBLIC_URL (ADR 0049).
  configureSecureLinks({ publicUrl: config.publicUrl })
  const store = await openFileStore(config.storage).catch((err: unknown) => {
    throw storageFailure(config, err)
  })
  const { files } = store
  const { database, queue } = await openDatabaseAndQueue(config, log).catch((err: unknown) => {
    store.close()
    throw err
  })
  const devMailbox = config.smtpUrl ? undefined : await startDevMailbox(path.join(config.dataDir, 'mailbox'))
  const mailer = createMailer({ smtpUrl: config.smtpUrl ?? devMailbox!.smtpUrl, from: config.mailFrom })
  const biLinks = {
    db: database.db,
    clock,
    secrets: createSecretBox(config.secretKey),
    tableau: createTableauRuntime({
      allowedHosts: config.biPrivateHosts,
      concurrency: config.tableauConcurrency,
    }),
    powerBi:
      config.powerBi &&
      createPowerBiRuntime({
        settings: {
          ...config.powerBi,
          redirectUri: new URL(biAuthApi.oauthCallback.path, config.publicUrl).toString(),
        },
        allowedHosts: config.biPrivateHosts,
      }),
    publicUrl: config.publicUrl,
  }
  const connectors = createConnectors(linkedConnectors(biLinks))
  const shared = { db: database.db, queue, clock, publicUrl: config.publicUrl, mailFrom: config.mailFrom }

  const browserPool = (concurrency: number) =>
    createBrowserPool({
      executablePath: config.chromiumPath,
      wsEndpoint: config.chromiumWsEndpoint,
      concurrency,
      log: areaLogger(log, 'browser'),
    })
  let browser: BrowserPool | undefined
  // A web-only process opens Power BI reports too (the visuals of a page, Automated Input) and renders a row's
  // preview (ADR 0043): its browser is launched on first use, one page at a time.
  const listingBrowser = !config.roles.includes('worker') ? browserPool(1) : undefined
  const openPagesWith = (pool: BrowserPool) => {
    if (biLinks.powerBi) biLinks.powerBi.withPage = (size, use, options) => pool.withPage(size, use, options)
  }
  if (listingBrowser) openPagesWith(listingBrowser)
  if (config.roles.includes('worker')) {
    browser = browserPool(config.renderConcurrency)
    await checkBrowser(browser, config.chromiumWsEndpoint ?? config.chromiumPath, log)
    openPagesWith(browser)
    const reports = {
      ...shared,
      connectors,
      browser,
      files,
      log: areaLogger(log, 'reports'),
      filePasswords: createFilePasswordBox(config.secretKey),
      qpdfPath: config.qpdfPath,
    }
    // Said once at start: a job with a file password would fail its PDFs without qpdf (ADR 0049).
    if (!(await qpdfAvailable(config.qpdfPath))) log.warn(qpdfMissingMessage(config.qpdfPath))
    const delivery = {
      ...shared,
      files,
      mailer,
      secrets: createDkimKeyBox(config.secretKey),
      retryBaseSeconds: config.mailRetrySeconds,
      closeRunIfSettled: (tx: Executor, runId: number) => closeRunIfSettled(tx, reports, runId),
    }
    await registerMailWorker(queue, mailer)
    await queue.work(executeRunJob, ({ runId }) => executeRun(reports, runId), {
      inFlight: RUN_STARTS_IN_FLIGHT,
    })
    await queue.work(renderFileJob, ({ fileId }) => renderFile(reports, fileId), {
      inFlight: config.renderConcurrency,
    })
    const deliverEmail = createEmailDelivery(delivery)
    await queue.work(deliverEmailJob, ({ deliveryId }) => deliverEmail(deliveryId), {
      inFlight: DELIVERIES_IN_FLIGHT,
    })
    // Slack, Teams, webhooks… (ADR 0048): their own ledger and queue job, beside the email path.
    const deliverDestination = createDestinationDelivery({
      ...shared,
      files,
      secrets: createDestinationSecretBox(config.secretKey),
      destinations: createDestinations(
        createDestinationRuntime({
          allowedHosts: config.biPrivateHosts,
          slackApiUrl: config.destinations.slackApiUrl,
        }),
      ),
      retryBaseSeconds: config.destinations.retryBaseSeconds,
      closeRunIfSettled: (tx: Executor, runId: number) => closeRunIfSettled(tx, reports, runId),
    })
    await queue.work(deliverDestinationJob, ({ deliveryId }) => deliverDestination(deliveryId), {
      inFlight: DESTINATIONS_IN_FLIGHT,
    })
  }
  const scheduler: Scheduler | undefined = config.roles.includes('scheduler')
    ? startScheduler(shared, areaLogger(log, 'scheduler'))
    : undefined
  const refreshPoller: RefreshPoller | undefined = config.roles.includes('scheduler')
    ? startRefreshPoller({ ...shared, connectors }, areaLogger(log, 'scheduler'))
    : undefined
  const retention: FileRetention | undefined = config.roles.includes('scheduler')
    ? startFileRetention({ db: database.db, files, clock, log }, config.fileRetentionDays)
    : undefined

  const metricsServer =
    !config.roles.includes('web') && config.metricsPort && config.metricsToken
      ? await startMetricsServer({
          host: config.host,
          port: config.metricsPort,
          token: config.metricsToken,
          refresh: () => refreshDatabaseFigures(database.db),
          log,
        })
      : undefined

  let app: FastifyInstance | undefined
  let sftp: SftpServer | undefined
  if (config.roles.includes('web')) {
    app = await buildApp({
      config,
      db: database.db,
      queue,
      log,
      devMailbox,
      clock,
      connectors,
      files,
      biLinks,
      browser,
      renderBrowser: browser ?? listingBrowser,
    })
    await app.listen({ port: config.port, host: config.host }).catch((err: unknown) => {
      throw listenFailure(config, err)
    })
    if (config.sftp) {
      const deps = { db: database.db, files, log: areaLogger(log, 'sftp'), clock, sftp: config.sftp }
      sftp = await startSftp(deps, { ...config.sftp, host: config.host }).catch(async (err: unknown) => {
        await app?.close()
        throw new StartupError(
          `Herald cannot start the SFTP server on port ${config.sftp!.port} (SFTP_PORT, SFTP_HOST_KEY): ${err instanceof Error ? err.message : String(err)}`,
        )
      })
    }
  }

  return {
    url: app ? config.publicUrl : undefined,
    app,
    devMailbox,
    async stop() {
      await sftp?.close()
      await app?.close()
      await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)))
      await scheduler?.stop()
      await refreshPoller?.stop()
      await retention?.stop()
      await queue.stop()
      await browser?.close()
      await listingBrowser?.close()
      mailer.close()
      await devMailbox?.close()
      await database.close()
      store.close()
    },
  }
}

/** The database (migrated) and the queue on it; a failure says which database and what to set. */
async function openDatabaseAndQueue(config: Config, log: Logger) {
  let database: DatabaseHandle | undefined
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionLost: (err) =>
        log.warn({ reason: err.message }, 'database connection lost; a new one is opened when needed'),
    })
    const queue = await startQueue(
      database.queueConnection,
      [sendEmailJob, executeRunJob, renderFileJob, deliverEmailJob, deliverDestinationJob] as never[],
      areaLogger(log, 'queue'),
    )
    return { database, queue }
  } catch (err) {
    await database?.close().catch(() => {})
    throw err instanceof DataDirInUseError ? new StartupError(err.message) : databaseFailure(config, err)
  }
}
