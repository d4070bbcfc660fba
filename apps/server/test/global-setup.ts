import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../src/db/client.ts'
import { createLogger } from '../src/platform/log.ts'
import { startQueue } from '../src/platform/queue/queue.ts'
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts'

/** Migrates a new database and installs the queue's schema in it, then lets go of it so it can be copied. */
async function createMigratedTemplate(serverUrl: string): Promise<ScratchDatabase> {
  const template = await createScratchDatabase(serverUrl, 'herald_template')
  const handle = await openDatabase({
    databaseUrl: template.url,
    dataDir: '',
    onConnectionLost: () => undefined,
  })
  const queue = await startQueue(handle.queueConnection, [], createLogger('silent'))
  await queue.stop()
  await handle.close()
  return template
}

/**
 * The run's temporary folder: the system's temporary folder (TMPDIR) for every test worker and every process a test
 * starts, so the run's data folders, files and browser profiles all stay under it, and it is removed when the run
 * ends — nothing is left in /tmp, even by a process a test killed. Port reservations stay in the machine's temporary
 * folder, shared with any other run. The server and e2e projects both set up with this file; the first one makes the
 * folder and removes it.
 */
function useRunTemporaryFolder(): () => void {
  if (process.env['HERALD_TEST_MACHINE_TMPDIR']) return () => {}
  const folder = mkdtempSync(path.join(tmpdir(), 'herald-test-run-'))
  // Open to every user, sticky, as /tmp is: the PostgreSQL clusters of the database-fault tests run as postgres.
  chmodSync(folder, 0o1777)
  process.env['HERALD_TEST_MACHINE_TMPDIR'] = tmpdir()
  process.env['TMPDIR'] = folder
  return () => rmSync(folder, { recursive: true, force: true })
}

/**
 * The run's PostgreSQL databases, dropped at the end: one for tests that start Herald on it directly, and a
 * migrated template that each test file copies into a database of its own (`CREATE DATABASE … TEMPLATE`, ADR 0034)
 * — one migration per run instead of one per file.
 */
export default async function setup(project: TestProject) {
  const removeTemporaryFolder = useRunTemporaryFolder()
  const serverUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const database = await createScratchDatabase(serverUrl, 'herald_test')
  const template = await createMigratedTemplate(serverUrl)
  project.provide('databaseUrl', database.url)
  project.provide('templateDatabase', template.name)
  return async () => {
    await database.drop()
    await template.drop()
    removeTemporaryFolder()
  }
}
