import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startHeraldProcess, type HeraldProcess } from './herald-process.ts'
import { HttpClient } from './http-client.ts'
import { until } from './report-jobs.ts'
import { freePort } from './start-test-herald.ts'

/**
 * The embedded database survives kill -9 (reliability R4): Herald on PGlite is killed while it writes
 * (sign-ups: accounts, audit events and queued emails), restarted on the same DATA_DIR, and every
 * sign-up it acknowledged is still there; it serves again, each time. A second process on the same
 * data directory is refused: PGlite is one process's database.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-embedded-crash-'))
let herald: HeraldProcess | undefined
let url = ''
let nextAddress = 1
/** Each sign-up from its own client address, so the per-address sign-up limit never applies. */
const newClient = () =>
  new HttpClient(url, { 'x-forwarded-for': `10.88.${nextAddress >> 8}.${nextAddress++ & 255}` })

async function start() {
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  herald = startHeraldProcess({ PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY: 'true' })
  await until(
    'Herald to serve on the embedded database',
    async () => {
      if (!herald!.alive()) throw new Error(`Herald exited:\n${herald!.output()}`)
      return (await new HttpClient(url).get('/api/health').catch(() => undefined))?.status === 200
    },
    60_000,
  )
}

const signUp = (email: string) =>
  newClient().post('/api/register', { firstName: 'Crash', email, langKey: 'en' })

afterAll(async () => {
  await herald?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('embedded database and kill -9', () => {
  it('keeps every acknowledged write through repeated kills in the middle of writing', async () => {
    const acknowledged: string[] = []
    let n = 0
    for (let round = 0; round < 2; round++) {
      await start()
      // Earlier rounds' sign-ups are all there: registering one again is refused as a duplicate.
      for (const email of acknowledged) expect((await signUp(email)).status, email).toBe(409)

      // Four writers in parallel; the process is killed while their requests are in flight.
      let killed = false
      const writer = async () => {
        while (!killed) {
          const email = `crash-${round}-${n++}@example.com`
          const response = await signUp(email).catch(() => undefined)
          if (response?.status === 201) acknowledged.push(email)
        }
      }
      const writers = Array.from({ length: 4 }, writer)
      const target = acknowledged.length + 8
      await until('sign-ups to be acknowledged', () => acknowledged.length >= target)
      herald!.crash()
      killed = true
      await Promise.all(writers)
      await herald!.exited()
    }
    await start()
    for (const email of acknowledged) expect((await signUp(email)).status, email).toBe(409)
    expect((await signUp('after-crashes@example.com')).status).toBe(201)
  }, 180_000)

  it('refuses a second process on the same data directory, which would corrupt it', async () => {
    const second = startHeraldProcess({ PORT: String(await freePort()), DATA_DIR: dataDir })
    try {
      await until('the second process to give up', () => !second.alive(), 30_000)
    } finally {
      await second.stop()
    }
    expect(second.output()).toContain('Another Herald process')
    expect(herald!.alive()).toBe(true)
    expect((await signUp('after-second@example.com')).status).toBe(201)
  }, 60_000)
})
