import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import type { Config } from './config.ts'
import { openDatabase } from './db/client.ts'
import type { Logger } from './platform/log.ts'
import { startDevMailbox, type DevMailbox } from './platform/mail/dev-mailbox.ts'
import { createMailer } from './platform/mail/mailer.ts'
import { startQueue } from './platform/queue/queue.ts'
import { executeRun, executeRunJob, startScheduler, type Scheduler } from './modules/jobs/index.ts'
import { registerMailWorker, sendEmailJob } from './modules/mail/index.ts'

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
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const devMailbox = config.smtpUrl ? undefined : await startDevMailbox(path.join(config.dataDir, 'mailbox'))
  const queue = await startQueue(
    database.queueConnection,
    [sendEmailJob as never, executeRunJob as never],
    log,
  )
  const mailer = createMailer({ smtpUrl: config.smtpUrl ?? devMailbox!.smtpUrl, from: config.mailFrom })

  const jobDeps = { db: database.db, queue, clock }
  if (config.roles.includes('worker')) {
    await registerMailWorker(queue, mailer)
    await queue.work(executeRunJob, ({ runId }) => executeRun(jobDeps, runId))
  }
  const scheduler: Scheduler | undefined = config.roles.includes('scheduler')
    ? startScheduler(jobDeps, log)
    : undefined

  let app: FastifyInstance | undefined
  if (config.roles.includes('web')) {
    app = await buildApp({ config, db: database.db, queue, log, devMailbox, clock })
    await app.listen({ port: config.port, host: config.host })
  }

  return {
    url: app ? config.publicUrl : undefined,
    app,
    devMailbox,
    async stop() {
      await app?.close()
      await scheduler?.stop()
      await queue.stop()
      mailer.close()
      await devMailbox?.close()
      await database.close()
    },
  }
}
