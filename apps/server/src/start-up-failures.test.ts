import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { freePort } from '../test/start-test-herald.ts'
import { startHeraldProcess, type HeraldProcess } from '../test/herald-process.ts'

/**
 * Start-up faults (hardening item 6), through the real entry point as a child process: a missing
 * DATA_DIR is created; anything else that stops Herald from starting is one line on stderr saying what
 * is wrong and what to set, with a non-zero exit and no stack trace.
 */
const secret = { SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789' }
const scratch = mkdtempSync(path.join(tmpdir(), 'herald-start-'))
const started: HeraldProcess[] = []
const start = (env: Record<string, string>) => {
  const herald = startHeraldProcess({ LOG_LEVEL: 'warn', ...env })
  started.push(herald)
  return herald
}
afterAll(() => Promise.all(started.map((h) => h.stop())))

/** Exits non-zero having printed exactly one line, the given one, and nothing like a stack trace. */
async function expectOneLineFailure(herald: HeraldProcess, line: RegExp) {
  expect(await herald.exited()).toBe(1)
  const lines = herald.stderr().trim().split('\n')
  expect(lines, herald.stderr()).toHaveLength(1)
  expect(lines[0]).toMatch(/^Herald cannot start: .+\. Set [A-Z_]+ .+\.$/)
  expect(lines[0]).toMatch(line)
  expect(herald.output()).not.toMatch(/^\s+at /m)
}

describe.concurrent('starting Herald', { timeout: 90_000 }, () => {
  it('creates a DATA_DIR that does not exist yet (and its parents) when SECRET_KEY is set', async () => {
    const dataDir = path.join(scratch, 'new', 'nested', 'data')
    const herald = start({ ...secret, DATA_DIR: dataDir, PORT: String(await freePort()) })
    for (;;) {
      if (herald.output().includes('Herald is ready')) break
      const exit = await Promise.race([herald.exited(), new Promise((r) => setTimeout(r, 100, 'running'))])
      expect(exit, herald.output()).toBe('running')
    }
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true)
    expect(herald.stderr()).toBe('')
  })

  it('says so when DATA_DIR cannot be created', async () => {
    writeFileSync(path.join(scratch, 'a-file'), '')
    const herald = start({ ...secret, DATA_DIR: path.join(scratch, 'a-file', 'data') })
    await expectOneLineFailure(herald, /DATA_DIR .*a-file\/data cannot be used \(ENOTDIR.*Set DATA_DIR /)
  })

  it('says so when the generated secret cannot be read', async () => {
    const dataDir = path.join(scratch, 'bad-secret')
    mkdirSync(path.join(dataDir, 'secret.key'), { recursive: true })
    const herald = start({ DATA_DIR: dataDir })
    await expectOneLineFailure(
      herald,
      /secret .*bad-secret\/secret\.key cannot be read or written.*Set SECRET_KEY/,
    )
  })

  it('says so when the embedded database directory is not one', async () => {
    const dataDir = path.join(scratch, 'bad-embedded')
    mkdirSync(dataDir)
    writeFileSync(path.join(dataDir, 'pglite'), 'not a database')
    const herald = start({ ...secret, DATA_DIR: dataDir })
    await expectOneLineFailure(
      herald,
      /embedded database in .*bad-embedded\/pglite cannot be opened.*Set DATA_DIR /,
    )
  })

  it('says so when the database cannot be reached, without its password', async () => {
    const herald = start({
      ...secret,
      DATA_DIR: path.join(scratch, 'unreachable'),
      DATABASE_URL: `postgres://herald:hunter2@127.0.0.1:${await freePort()}/herald`,
      SMTP_URL: 'smtp://127.0.0.1:2525',
    })
    await expectOneLineFailure(
      herald,
      /database at postgres:\/\/127\.0\.0\.1:\d+\/herald cannot be used .*ECONNREFUSED.*Set DATABASE_URL /,
    )
    expect(herald.stderr()).not.toContain('hunter2')
  })

  it('says so when the port is already in use', async () => {
    const taken: Server = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const { port } = taken.address() as { port: number }
    try {
      const herald = start({
        ...secret,
        ROLES: 'web',
        DATA_DIR: path.join(scratch, 'port'),
        DATABASE_URL: inject('databaseUrl'),
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PORT: String(port),
      })
      await expectOneLineFailure(
        herald,
        new RegExp(`port ${port} on 127\\.0\\.0\\.1 is already in use\\. Set PORT `),
      )
    } finally {
      taken.close()
    }
  })
})
