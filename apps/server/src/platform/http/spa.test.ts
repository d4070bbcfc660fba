import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerSpa } from './spa.ts'

/** Issue 16 §2: Herald serves its web app like a reverse proxy would — precompressed, hashed assets cached for good. */
describe('web app files', () => {
  const app = Fastify()
  const script = 'console.log("herald")\n'.repeat(200)

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'herald-dist-'))
    mkdirSync(path.join(dist, 'assets'))
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Herald</title>')
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>')
    for (const [suffix, bytes] of [
      ['', Buffer.from(script)],
      ['.br', brotliCompressSync(script)],
      ['.gz', gzipSync(script)],
    ] as const) {
      writeFileSync(path.join(dist, 'assets', `index-abc123.js${suffix}`), bytes)
    }
    await registerSpa(app, dist)
  })
  afterAll(() => app.close())

  it('sends the brotli copy to a browser that accepts it, and caches a hashed asset for a year', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['vary']).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script)
  })

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    const plain = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('revalidates index.html on every load, for the root and for any page of the router', async () => {
    for (const url of ['/', '/user-jobs/7/history']) {
      const response = await app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain('<title>Herald</title>')
    }
  })

  it('caches an unhashed file for an hour', async () => {
    const response = await app.inject({ url: '/favicon.svg' })
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
  })
})
