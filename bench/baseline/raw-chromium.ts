// Baseline for the render benchmark: playwright-core driving Debian's Chromium with the product's flags, a
// new context per render, `page.setContent(html)` + `page.pdf()` with the sample connector's PDF options.
// No pool, no timeout, no network guard, no file store.
import { chromium, type Browser } from 'playwright-core'
import { CHROMIUM_ARGS } from '../../apps/server/src/platform/browser/browser-launcher.ts'

export interface RawChromium {
  browser: Browser
  /** One render: new context sized to the canvas, setContent, pdf, close the context. */
  render(html: string, canvas: { width: number; height: number }): Promise<Buffer>
  pid(): Promise<number | undefined>
  close(): Promise<void>
}

export async function launchRawChromium(executablePath = '/usr/bin/chromium'): Promise<RawChromium> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  return {
    browser,
    async render(html, { width, height }) {
      const context = await browser.newContext({ viewport: { width, height } })
      try {
        const page = await context.newPage()
        await page.setContent(html, { waitUntil: 'load' })
        return await page.pdf({
          width: `${width}px`,
          height: `${height}px`,
          printBackground: true,
          preferCSSPageSize: true,
        })
      } finally {
        await context.close()
      }
    },
    async pid() {
      const session = await browser.newBrowserCDPSession()
      try {
        const { processInfo } = await session.send('SystemInfo.getProcessInfo')
        return processInfo.find((info) => info.type === 'browser')?.id
      } finally {
        await session.detach()
      }
    },
    close: () => browser.close(),
  }
}
