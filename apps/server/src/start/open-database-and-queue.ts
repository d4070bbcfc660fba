import type { Config } from '../config.ts'
import { openDatabase, type DatabaseHandle } from '../db/client.ts'
import { DataDirInUseError } from '../db/data-dir-lock.ts'
import { areaLogger, type Logger } from '../platform/log.ts'
import { startQueue } from '../platform/queue/queue.ts'
import { databaseFailure, StartupError } from '../startup-failure.ts'
import { queueJobs } from './queue-jobs.ts'

/** The database (migrated) and the queue on it; a failure says which database and what to set. */
export async function openDatabaseAndQueue(config: Config, log: Logger) {
  let database: DatabaseHandle | undefined
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionLost: (err) =>
        log.warn({ reason: err.message }, 'database connection lost; a new one is opened when needed'),
    })
    const queue = await startQueue(database.queueConnection, queueJobs, areaLogger(log, 'queue'))
    return { database, queue }
  } catch (err) {
    await database?.close().catch(() => {})
    throw err instanceof DataDirInUseError ? new StartupError(err.message) : databaseFailure(config, err)
  }
}
