import path from 'node:path'
import type { Config } from '../config.ts'
import type { DatabaseHandle } from '../db/client.ts'
import type { BiLinksDeps } from '../modules/bi-links/index.ts'
import type { Connectors } from '../connectors/registry.ts'
import type { Logger } from '../platform/log.ts'
import { startDevMailbox, type DevMailbox } from '../platform/mail/dev-mailbox.ts'
import { createMailer, type Mailer } from '../platform/mail/mailer.ts'
import type { JobQueue } from '../platform/queue/queue.ts'
import type { FileStore } from '../platform/storage/file-store.ts'
import { openFileStore } from '../platform/storage/open-file-store.ts'
import { storageFailure } from '../startup-failure.ts'
import { createBiSources } from './bi-sources.ts'
import { openDatabaseAndQueue } from './open-database-and-queue.ts'
import type { QueueJobs } from './queue-jobs.ts'

/** What every role of a process shares: storage, the database and its queue, mail, the BI sources. */
export interface Services {
  config: Config
  log: Logger
  clock: () => Date
  database: DatabaseHandle
  queue: JobQueue<QueueJobs>
  files: FileStore
  mailer: Mailer
  /** Herald's own SMTP server and mailbox when SMTP_URL is unset. */
  devMailbox: DevMailbox | undefined
  biLinks: BiLinksDeps
  connectors: Connectors
  /** Closes mail, the database and the file store, once the queue has stopped (its jobs may still use them). */
  close(): Promise<void>
}

/** Opens the file store, then the database and queue, then mail; a failure says what to set. */
export async function openServices(config: Config, log: Logger, clock: () => Date): Promise<Services> {
  const store = await openFileStore(config.storage).catch((err: unknown) => {
    throw storageFailure(config, err)
  })
  const { database, queue } = await openDatabaseAndQueue(config, log).catch((err: unknown) => {
    store.close()
    throw err
  })
  const devMailbox = config.smtpUrl ? undefined : await startDevMailbox(path.join(config.dataDir, 'mailbox'))
  const mailer = createMailer({ smtpUrl: config.smtpUrl ?? devMailbox!.smtpUrl, from: config.mailFrom })
  return {
    config,
    log,
    clock,
    database,
    queue,
    files: store.files,
    mailer,
    devMailbox,
    ...createBiSources(config, database.db, clock),
    async close() {
      mailer.close()
      await devMailbox?.close()
      await database.close()
      store.close()
    },
  }
}

/** The dependencies most modules share. */
export function sharedDeps({ database, queue, clock, config }: Services) {
  return { db: database.db, queue, clock, publicUrl: config.publicUrl, mailFrom: config.mailFrom }
}
