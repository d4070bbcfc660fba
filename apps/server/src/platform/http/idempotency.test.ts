import { IDEMPOTENCY_KEY_MIN, idempotencyMessages, jobsApi } from '@herald/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

let t: TestHerald
beforeAll(async () => {
  t = await startTestHerald()
})
afterAll(() => t.stop())

const path = jobsApi.create.path
const nextYear = new Date().getUTCFullYear() + 1
const job = (name: string) => ({
  name,
  timeZone: 'Europe/London',
  jobRunFrequency: 'MONTHLY',
  userJobStartTime: `${nextYear}-01-01T10:00:00`,
})
const user = async () => (await signedInClient(t.client(), t.smtp)).client
const keyed = (key: string) => ({ 'idempotency-key': key })
const total = async (client: HttpClient) =>
  Number((await client.get(`${jobsApi.list.path}?size=1`)).headers.get('x-total-count'))

describe('Idempotency-Key', () => {
  it('creates one job for a repeated key and answers the first result again', async () => {
    const client = await user()
    const first = await client.post(path, job('Weekly sales'), keyed('create-key-0001'))
    const again = await client.post(path, job('Weekly sales'), keyed('create-key-0001'))
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.json()).toEqual(await first.json())
    expect(await total(client)).toBe(1)

    const other = await client.post(path, job('Weekly sales'), keyed('create-key-0002'))
    expect(other.status).toBe(201)
    expect(await total(client)).toBe(2)
  })

  it('refuses the same key with a different request', async () => {
    const client = await user()
    expect((await client.post(path, job('First'), keyed('reused-key-01'))).status).toBe(201)
    const reused = await client.post(path, job('Second'), keyed('reused-key-01'))
    expect(reused.status).toBe(422)
    expect((await reused.json())['message']).toBe(idempotencyMessages.reused)
    expect(await total(client)).toBe(1)
  })

  it('frees the key of a refused request, so a corrected one goes through', async () => {
    const client = await user()
    expect((await client.post(path, job(''), keyed('retry-key-001'))).status).toBe(400)
    const fixed = await client.post(path, job('Fixed'), keyed('retry-key-001'))
    expect(fixed.status).toBe(201)
    expect(fixed.headers.get('idempotent-replayed')).toBeNull()
  })

  it('keeps keys per user', async () => {
    const [a, b] = [await user(), await user()]
    const mine = await (await a.post(path, job('Mine'), keyed('shared-key-01'))).json()
    const theirs = await (await b.post(path, job('Mine'), keyed('shared-key-01'))).json()
    expect(theirs['id']).not.toBe(mine['id'])
  })

  it('accepts keys of the documented length only', async () => {
    const client = await user()
    const short = await client.post(path, job('Short'), keyed('k'.repeat(IDEMPOTENCY_KEY_MIN - 1)))
    expect(short.status).toBe(400)
    expect(await total(client)).toBe(0)
  })
})
