import type { FastifyInstance } from 'fastify'
import type { Config } from './config.ts'
import { configureSecureLinks } from './modules/secure-links/index.ts'
import type { Logger } from './platform/log.ts'
import type { DevMailbox } from './platform/mail/dev-mailbox.ts'
import { startBrowsers } from './start/browsers.ts'
import { openServices } from './start/open-services.ts'
import { startMetricsPort } from './start/start-metrics-port.ts'
import { startSchedulerRole } from './start/start-scheduler-role.ts'
import { startWebRole } from './start/start-web-role.ts'
import { startWorkerRole } from './start/start-worker-role.ts'

export interface Herald {
  url: string | undefined
  app: FastifyInstance | undefined
  devMailbox: DevMailbox | undefined
  stop(): Promise<void>
}

/**
 * Starts the roles this process runs (web, worker, scheduler) on one database and one queue, each in a step
 * of `start/`; stopping goes the other way, the queue before the browsers its jobs render in.
 */
export async function startHerald(
  config: Config,
  log: Logger,
  clock: () => Date = () => new Date(),
): Promise<Herald> {
  // Links issued by any module of this process point at PUBLIC_URL (ADR 0049).
  configureSecureLinks({ publicUrl: config.publicUrl })
  const services = await openServices(config, log, clock)
  const browsers = await startBrowsers(config, log, services.biLinks)
  if (browsers.worker) await startWorkerRole(services, browsers.worker)
  const scheduling = config.roles.includes('scheduler') ? startSchedulerRole(services) : undefined
  const closeMetricsPort = await startMetricsPort(services)
  const web = config.roles.includes('web') ? await startWebRole(services, browsers) : undefined
  return {
    url: web ? config.publicUrl : undefined,
    app: web?.app,
    devMailbox: services.devMailbox,
    async stop() {
      await web?.stop()
      await closeMetricsPort()
      await scheduling?.stop()
      await services.queue.stop()
      await browsers.close()
      await services.close()
    },
  }
}
