import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { createLogger } from '../src/platform/log.ts'
import { startHerald, type Herald } from '../src/start-herald.ts'
import { HttpClient } from './http-client.ts'
import { freePort } from './start-test-herald.ts'

/** Smoke test of the default mode: embedded PGlite, built-in dev mailbox, every role in one process. */
let herald: Herald
let client: HttpClient
beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(await freePort()),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'herald-embedded-')),
  })
  herald = await startHerald(config, createLogger('silent'))
  client = new HttpClient(herald.url!)
})
afterAll(() => herald.stop())

describe('embedded mode', () => {
  it('is healthy and says it runs on the dev mailbox', async () => {
    expect(await (await client.get('/api/health')).json()).toEqual({ status: 'UP' })
    expect((await (await client.get('/api/profile-info')).json()).devMailbox).toBe(true)
  })

  it('delivers the activation email to the dev mailbox page', async () => {
    const email = `embedded-${Date.now()}@example.com`
    expect((await client.post('/api/register', { firstName: 'Embedded', email })).status).toBe(201)
    let page = ''
    for (let i = 0; i < 100 && !page.includes(email); i++) {
      await new Promise((r) => setTimeout(r, 100))
      page = await (await client.get('/dev/mailbox')).text()
    }
    expect(page).toContain('Activate your Herald account')
    expect(page).toContain(email)
    expect(page).toContain('/activate?key=')
  })
})
