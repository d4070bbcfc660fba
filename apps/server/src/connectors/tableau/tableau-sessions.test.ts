import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startFakeTableau, type FakeTableau } from '../../../test/fakes/fake-tableau.ts'
import {
  createTableauConnector,
  createTableauRuntime,
  signInTableau,
  type SessionStore,
  type TableauLink,
  type TableauSession,
} from './index.ts'

/**
 * One session per PAT (reference §4.2) under concurrent calls: Tableau ends the session while several
 * calls are in flight — by expiry, or by another sign-in with the same PAT — and every call must still
 * succeed, sharing one renewal. The fake holds requests until the test lets them go: no timing involved.
 */
let fake: FakeTableau
beforeEach(async () => {
  fake = await startFakeTableau()
})
afterEach(() => fake.close())

const runtime = () => createTableauRuntime({ allowedHosts: ['127.0.0.1'], concurrency: 8, backoffMs: 10 })

/** A job's stored session, as bi-links keeps it in the job's link row (shared by every process). */
function memoryStore(): SessionStore & { session: TableauSession | undefined } {
  const store = {
    session: undefined as TableauSession | undefined,
    load: async () => store.session,
    save: async (s: TableauSession | undefined) => {
      store.session = s
    },
    refused: async () => {
      store.session = undefined
    },
  }
  return store
}

const link = (): TableauLink => ({
  tool: 'TABLEAU_SERVER',
  serverUrl: fake.url,
  siteContentUrl: 'acme',
  credentials: { kind: 'pat', tokenName: fake.pat.name, tokenSecret: fake.pat.secret },
})
const views = () => fake.catalog.views.slice(0, 6).map((v) => v.id)
const pagesOf = (id: string) => [{ name: id, displayName: fake.catalog.views.find((v) => v.id === id)!.name }]

describe('Tableau sessions under concurrent calls', () => {
  it('renews once for every call in flight, across jobs signed in with the same PAT', async () => {
    const rt = runtime()
    await signInTableau(rt, link(), memoryStore())
    // Two jobs linked with the same token: their calls share the one session Tableau allows.
    const jobs = [
      createTableauConnector(rt, link(), memoryStore()),
      createTableauConnector(rt, link(), memoryStore()),
    ]
    const signIns = fake.signIns
    const gate = fake.holdCalls(6)
    const calls = views().map((id, i) => jobs[i % 2]!.listPages(id))
    await gate.arrived
    fake.endSessions()
    gate.release()

    expect(await Promise.all(calls)).toEqual(views().map(pagesOf))
    expect(fake.signIns - signIns).toBe(1)
    expect(fake.liveSessions()).toBe(1)
  })

  it('retries a call refused with the old token on the renewed one, without signing in again', async () => {
    const rt = runtime()
    const store = memoryStore()
    await signInTableau(rt, link(), store)
    const connector = createTableauConnector(rt, link(), store)
    const signIns = fake.signIns
    const gate = fake.holdCalls(6)
    const calls = views().map((id) => connector.listPages(id))
    await gate.arrived
    fake.endSessions()
    gate.release(1)
    await Promise.race(calls) // the first call renewed and succeeded; five still hold the ended token
    expect(fake.signIns - signIns).toBe(1)
    gate.release()

    expect(await Promise.all(calls)).toEqual(views().map(pagesOf))
    expect(fake.signIns - signIns).toBe(1)
  })

  it('recovers when two processes sign in at once and the second sign-in ends the first one’s session', async () => {
    const store = memoryStore() // one link row, read by both processes
    const [one, two] = [runtime(), runtime()]
    await signInTableau(one, link(), store)
    const connectors = [
      createTableauConnector(one, link(), store),
      createTableauConnector(two, link(), store),
    ]
    const signIns = fake.signIns
    const calls = fake.holdCalls(6)
    const work = views().map((id, i) => connectors[i % 2]!.listPages(id))
    await calls.arrived
    fake.endSessions()
    const renewals = fake.holdSignIns(2)
    calls.release()
    await renewals.arrived // each process renews once, at the same time
    renewals.release()

    expect(await Promise.all(work)).toEqual(views().map(pagesOf))
    expect(fake.signIns - signIns).toBeLessThanOrEqual(3)
    expect(fake.liveSessions()).toBe(1)
  })

  it('tries a renewal that lost its connection again, with backoff, before failing the call', async () => {
    const rt = runtime()
    const store = memoryStore()
    await signInTableau(rt, link(), store)
    const connector = createTableauConnector(rt, link(), store)
    const gate = fake.holdCalls(3)
    const calls = views()
      .slice(0, 3)
      .map((id) => connector.listPages(id))
    await gate.arrived
    fake.endSessions()
    fake.dropNextSignIns(2)
    gate.release()

    expect(await Promise.all(calls)).toEqual(views().slice(0, 3).map(pagesOf))
    expect(fake.liveSessions()).toBe(1)
  })
})
