import { gzipSync } from 'node:zlib'
import { launchBrowser } from '../e2e/support/browser.ts'

/** The JavaScript a browser downloads to show /login, each file gzip-compressed (level 9), in bytes. */
export async function measureLoginJs(
  baseUrl: string,
): Promise<{ files: Array<{ url: string; gzip: number }>; total: number }> {
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage()
    const scripts: Array<Promise<{ url: string; gzip: number }>> = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      )
    })
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Send me 6-digit code' }).waitFor()
    const files = await Promise.all(scripts)
    return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) }
  } finally {
    await browser.close()
  }
}
