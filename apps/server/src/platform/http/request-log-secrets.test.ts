import { randomBytes } from 'node:crypto'
import { Writable } from 'node:stream'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

/** Everything Herald logs, as written (JSON lines). */
const written: string[] = []
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    written.push(chunk.toString())
    done()
  },
})

let t: TestHerald
let client: HttpClient
beforeAll(async () => {
  t = await startTestHerald({}, {}, pino({ level: 'info' }, sink))
  ;({ client } = await signedInClient(t.client(), t.smtp))
})
afterAll(async () => {
  await t.stop()
})

const secret = (name: string) => `${name}-${randomBytes(12).toString('hex')}`

/** The request lines logged so far, by their message. */
const requestLines = () =>
  written
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
    .filter((entry) => entry.req?.url !== undefined)

/** Security probe F1: no secret of a request's query reaches the log, in the line or in its fields. */
describe('the request log', () => {
  it('redacts every query value but the paging, sorting and search ones', async () => {
    const values = {
      reset: secret('reset'),
      activation: secret('activation'),
      code: secret('code'),
      state: secret('state'),
      socialCode: secret('social'),
      extra: secret('extra'),
      missing: secret('missing'),
      invalid: secret('invalid').padEnd(3000, 'x'),
    }
    const requests: [HttpClient, string][] = [
      // The reset check is a POST with the token in its body now; an old link's GET still arrives (404).
      [t.client(), `/api/account/reset-password/check?token=${values.reset}`],
      [t.client(), `/api/activate?key=${values.activation}`],
      [client, `/api/auth/oauth/callback?code=${values.code}&state=${values.state}`],
      [t.client(), `/api/auth/oauth/callback?code=${values.code}&state=${values.state}`],
      [t.client(), `/api/auth/callback/google?code=${values.socialCode}&state=${values.state}`],
      [client, `/api/user-jobs?page=0&size=20&sort=id,asc&search=Quarterly&access_token=${values.extra}`],
      [t.client(), `/api/no-such-endpoint?token=${values.missing}`],
      [t.client(), `/api/activate?key=${values.invalid}`],
    ]
    const statuses = []
    for (const [who, url] of requests) statuses.push((await who.get(url)).status)
    expect(
      statuses.every((status) => status < 500),
      String(statuses),
    ).toBe(true)

    const path = (url: string) => url.split('?', 1)[0]!
    await expect
      .poll(() =>
        requests.every(([, url]) => requestLines().some((line) => line.req?.url?.startsWith(path(url)))),
      )
      .toBe(true)

    const log = written.join('')
    for (const [name, value] of Object.entries(values)) expect(log, name).not.toContain(value.slice(0, 30))
    const urls = requestLines().map((line) => line.req!.url)
    expect(urls).toContain('/api/account/reset-password/check?token=[redacted]')
    expect(urls).toContain('/api/activate?key=[redacted]')
    expect(urls).toContain('/api/auth/oauth/callback?code=[redacted]&state=[redacted]')
    expect(urls).toContain(
      '/api/user-jobs?page=0&size=20&sort=id,asc&search=Quarterly&access_token=[redacted]',
    )
    expect(requestLines().map((line) => line.msg)).toContainEqual(
      expect.stringMatching(/^GET \/api\/activate\?key=\[redacted\] 200 \d+ ms$/),
    )
  })
})
