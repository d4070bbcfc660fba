import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import Fastify, { type FastifyBaseLogger } from 'fastify'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { RequestLogController, requestLogSerializers } from './request-log.ts'
import { registerSpa } from './spa.ts'

/** Issue 14 §2: one line per request, none per static file of the web app. */
describe('request log', () => {
  it('logs one line per API call and page load, and nothing for the web app’s files', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'herald-dist-'))
    mkdirSync(path.join(dist, 'assets'))
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Herald</title>')
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)')
    const lines: Record<string, unknown>[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
        done()
      },
    })
    const app = Fastify({
      loggerInstance: pino({ level: 'info' }, sink) as FastifyBaseLogger,
      logController: new RequestLogController(),
    })
    app.get('/api/ping', async () => ({ ok: true }))
    await registerSpa(app, dist)
    for (const url of ['/api/ping', '/assets/index-abc.js', '/jobs', '/api/missing']) {
      await app.inject({ method: 'GET', url })
    }
    await app.close()
    expect(lines.map((l) => l['msg'])).toEqual([
      expect.stringMatching(/^GET \/api\/ping 200 \d+ ms$/),
      expect.stringMatching(/^GET \/jobs 200 \d+ ms$/),
      expect.stringMatching(/^GET \/api\/missing 404 \d+ ms$/),
    ])
    expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '/api/ping' }, res: { statusCode: 200 } })
  })

  it('redacts query values in Fastify’s own error and not-found logs and in errors quoting the URL', async () => {
    const lines: string[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    const logger = pino({ level: 'info' }, sink).child({}, { serializers: requestLogSerializers })
    const app = Fastify({
      loggerInstance: logger as FastifyBaseLogger,
      logController: new RequestLogController(),
    })
    app.get('/api/fail', async (request) => {
      request.log.warn({ req: request }, 'about to fail')
      throw new Error(`could not handle ${request.url}`)
    })
    await app.inject({ method: 'GET', url: '/api/fail?token=SECRET-ONE&page=3' })
    await app.inject({ method: 'GET', url: '/api/missing?key=SECRET-TWO' })
    await app.close()
    const log = lines.join('')
    expect(log).not.toMatch(/SECRET-/)
    expect(log).toContain('could not handle /api/fail?token=[redacted]&page=3')
    expect(log).toContain('Route GET:/api/missing?key=[redacted] not found')
    expect(lines.map((line) => (JSON.parse(line) as { req?: unknown }).req)).toContainEqual({
      method: 'GET',
      url: '/api/fail?token=[redacted]&page=3',
    })
  })

  it('serializes what is not a request or an error as it is', () => {
    expect(requestLogSerializers.req(undefined)).toBeUndefined()
    expect(requestLogSerializers.err(null as unknown as Error)).toBeNull()
    expect(requestLogSerializers.err('text' as unknown as Error)).toBe('text')
  })
})
