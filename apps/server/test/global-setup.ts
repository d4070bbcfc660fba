import type { TestProject } from 'vitest/node'
import { createScratchDatabase } from './scratch-database.ts'

/** A fresh PostgreSQL database for this test run, dropped at the end (DESIGN.md §9). */
export default async function setup(project: TestProject) {
  const serverUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const database = await createScratchDatabase(serverUrl, 'herald_test')
  project.provide('databaseUrl', database.url)
  return () => database.drop()
}
