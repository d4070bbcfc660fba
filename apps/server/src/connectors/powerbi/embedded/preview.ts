import { escapeHtml } from '@herald/contracts'
import type { WithPage } from '../../connector.ts'
import { EmbedProgress, EmbedSession, type EmbedTarget } from './embed-session.ts'

/**
 * The wizard's Preview Report: every page of the report, unfiltered, rendered in Herald's Chromium and
 * inlined as PNG images in one self-contained HTML page — the user's token never reaches their browser.
 */
export async function previewEmbeddedReport(
  withPage: WithPage,
  target: EmbedTarget,
  request: { locale: string; canvas: { width: number; height: number } },
): Promise<string> {
  const { canvas } = request
  const progress = new EmbedProgress(undefined)
  const shots = await progress.run(() =>
    withPage(canvas, async (page) => {
      const session = await EmbedSession.open(page, target, { canvas, locale: request.locale, progress })
      const result: { title: string; png: Buffer }[] = []
      for (const reportPage of await session.pages()) {
        await session.show(reportPage.name)
        const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, ...canvas } })
        result.push({ title: reportPage.displayName, png })
      }
      return result
    }),
  )
  const figures = shots
    .map(
      ({ title, png }) =>
        `<figure><figcaption>${escapeHtml(title)}</figcaption><img alt="${escapeHtml(title)}" width="${canvas.width}" height="${canvas.height}" src="data:image/png;base64,${png.toString('base64')}"></figure>`,
    )
    .join('\n')
  return `<!doctype html><html><head><meta charset="utf-8"><title>Report preview</title><style>
body { margin: 0; padding: 16px; background: #f1f3f5; font-family: system-ui, sans-serif }
figure { margin: 0 auto 24px; max-width: ${canvas.width}px }
figcaption { font-size: 14px; color: #495057; margin-bottom: 6px }
img { display: block; max-width: 100%; height: auto; background: #fff; box-shadow: 0 1px 3px rgb(0 0 0 / 20%) }
</style></head><body>
${figures}
</body></html>`
}
