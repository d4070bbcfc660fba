import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../log.ts'
import { createBrowserLauncher, type BrowserLauncher } from './browser-launcher.ts'

/** The switches a feature list flag carries, from the browser's own command line. */
const featuresOf = (flag: string) => flag.slice(flag.indexOf('=') + 1).split(',')

describe('the Chromium Herald launches (real Chromium)', () => {
  let launcher: BrowserLauncher
  beforeAll(() => {
    launcher = createBrowserLauncher({ executablePath: '/usr/bin/chromium', log: createLogger('silent') })
  })
  afterAll(() => launcher.close())

  it("keeps every feature Playwright switches off: Chromium obeys only the last --disable-features, Herald's", async () => {
    await launcher.browser()
    const args = readFileSync(`/proc/${launcher.pid()}/cmdline`, 'utf8').split('\0')
    const lists = args.filter((arg) => arg.startsWith('--disable-features='))
    expect(lists.length).toBeGreaterThan(1) // Playwright's, then Herald's
    const obeyed = new Set(featuresOf(lists.at(-1)!))
    const dropped = lists
      .slice(0, -1)
      .flatMap(featuresOf)
      .filter((feature) => !obeyed.has(feature))
    expect(dropped, 'add these to PLAYWRIGHT_DISABLED_FEATURES in browser-launcher.ts').toEqual([])
  })

  it('opens a browser context without the address bar pop-ups, which start renderers of their own', async () => {
    const browser = await launcher.browser()
    const context = await browser.newContext()
    await (await context.newPage()).setContent('<h1>Sales</h1>')
    const session = await browser.newBrowserCDPSession()
    const { targetInfos } = (await session.send('Target.getTargets', { filter: [{}] })) as {
      targetInfos: Array<{ type: string; url: string }>
    }
    await context.close()
    expect(targetInfos.filter(({ url }) => url.startsWith('chrome://omnibox-popup'))).toEqual([])
    expect(targetInfos.some(({ type }) => type === 'page')).toBe(true)
  })
})
