import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../log.ts'
import { createBrowserPool, type BrowserPool } from './browser-pool.ts'
import { RenderTimeoutError } from './deadline.ts'

const canvas = { width: 800, height: 600 }
const browserOf = (page: Page): Browser => page.context().browser()!

describe('createBrowserPool (real Chromium)', () => {
  let pool: BrowserPool
  beforeAll(() => {
    pool = createBrowserPool({
      executablePath: '/usr/bin/chromium',
      concurrency: 2,
      log: createLogger('silent'),
    })
  })
  afterAll(() => pool.close())

  it('launches once for concurrent first calls and sizes the page to the canvas', async () => {
    const seen = await Promise.all(
      [1, 2].map(() =>
        pool.withPage(canvas, async (page) => ({ browser: browserOf(page), size: page.viewportSize() })),
      ),
    )
    expect(seen[0]!.browser).toBe(seen[1]!.browser)
    expect(seen[0]!.size).toEqual(canvas)
    expect(pool.browserPid()).toBeGreaterThan(0)
  })

  it.each([2, 4])('runs at most 2 of %i parallel renders at once', async (calls) => {
    let inFlight = 0
    let most = 0
    let bothIn: () => void = () => {}
    // Renders wait for a second one to be in flight, so they overlap however slowly contexts start.
    const pair = new Promise<void>((resolve) => (bothIn = resolve))
    await Promise.all(
      Array.from({ length: calls }, () =>
        pool.withPage(canvas, async (page) => {
          most = Math.max(most, ++inFlight)
          if (inFlight === 2) bothIn()
          await pair
          await page.waitForTimeout(100)
          inFlight--
        }),
      ),
    )
    expect(most).toBe(2)
  })

  it('closes the context after success and after a thrown error, without retrying the error', async () => {
    let browser: Browser | undefined
    await pool.withPage(canvas, async (page) => {
      browser = browserOf(page)
      expect(browser.contexts()).toHaveLength(1)
    })
    expect(browser!.contexts()).toHaveLength(0)

    let attempts = 0
    const failing = pool.withPage(canvas, async () => {
      attempts++
      throw new Error('boom')
    })
    await expect(failing).rejects.toThrow('boom')
    expect(attempts).toBe(1)
    expect(browser!.contexts()).toHaveLength(0)
  })

  it.each([
    ['a busy renderer', (page: Page) => page.evaluate('while (true) {}')],
    ['a promise that never settles', () => new Promise<never>(() => {})],
  ])('cuts %s at the timeout, closes its context, and the next render works', async (_, hang) => {
    let browser: Browser | undefined
    const started = performance.now()
    const hung = pool.withPage(
      canvas,
      (page) => {
        browser = browserOf(page)
        return hang(page)
      },
      // Room for a slow context start on a busy machine, so the hang itself is what gets cut.
      { timeoutMs: 2_500 },
    )
    await expect(hung).rejects.toThrow(RenderTimeoutError)
    // Far below the 180 s default: the deadline, not Playwright, ended it.
    expect(performance.now() - started).toBeLessThan(20_000)
    expect(browser?.contexts()).toHaveLength(0)
    await expect(pool.withPage(canvas, (page) => page.evaluate('6 * 7'))).resolves.toBe(42)
  })

  describe('network', () => {
    let server: Server
    let url: string
    const hits: string[] = []
    beforeAll(async () => {
      server = createServer((request, response) => {
        hits.push(request.url ?? '')
        response.setHeader('access-control-allow-origin', '*')
        response.end('hello')
      })
      server.on('upgrade', (request, socket) => {
        hits.push(`upgrade ${request.url}`)
        socket.destroy()
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    const tryFetch = (page: Page, target: string) =>
      page.evaluate(
        (target) =>
          fetch(target).then(
            (r) => r.text(),
            () => 'blocked',
          ),
        target,
      )

    it('blocks every request and WebSocket by default, but data: URLs still load', async () => {
      const outcome = await pool.withPage(canvas, async (page) => {
        // Settles once the socket is refused (or, were it let through, once the server hangs up).
        await page.evaluate(
          (target) =>
            new Promise((settle) => {
              const socket = new WebSocket(target)
              socket.onclose = settle
            }),
          url.replace('http', 'ws') + '/socket',
        )
        await page.setContent(
          `<img src="${url}/img"><img id="ok" src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7">`,
        )
        return {
          fetched: await tryFetch(page, `${url}/fetch`),
          dataImage: await page.evaluate('document.getElementById("ok").naturalWidth'),
        }
      })
      expect(outcome).toEqual({ fetched: 'blocked', dataImage: 1 })
      expect(hits).toEqual([])
    })

    it('lets through what allowNetwork allows', async () => {
      const fetched = await pool.withPage(canvas, (page) => tryFetch(page, `${url}/allowed`), {
        allowNetwork: (target) => target.startsWith(url),
      })
      expect(fetched).toBe('hello')
      expect(hits).toEqual(['/allowed'])
    })
  })
})
