import pg from 'pg'
import type { TestProject } from 'vitest/node'

/** A fresh PostgreSQL database for this test run, dropped at the end (DESIGN.md §9). */
export default async function setup(project: TestProject) {
  const serverUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const name = `herald_test_${Date.now()}_${process.pid}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  project.provide('databaseUrl', url.toString())
  return async () => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    await client.query(`drop database if exists ${name} with (force)`)
    await client.end()
  }
}
