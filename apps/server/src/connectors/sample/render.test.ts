import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseFilter, type RenderRequest, type WithPage } from '../connector.ts'
import { CHROMIUM_ARGS } from '../../platform/browser/browser-launcher.ts'
import { grandTotals } from './aggregate.ts'
import { applyFilter } from './apply-filter.ts'
import { createSampleConnector } from './index.ts'

const run = promisify(execFile)
const connector = createSampleConnector()
let browser: Browser
let dir: string

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  dir = await mkdtemp(path.join(tmpdir(), 'herald-sample-'))
})

afterAll(async () => {
  await browser?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** What platform/browser does: one context per render, sized to the canvas, closed in finally. */
const withPage: WithPage = async (canvas, use) => {
  const context = await browser.newContext({ viewport: canvas })
  try {
    return await use(await context.newPage())
  } finally {
    await context.close()
  }
}

const request = (overrides: Partial<RenderRequest>): RenderRequest => ({
  workspaceId: 'sample',
  reportId: 'sales-overview',
  pages: 'All',
  locale: 'en-US',
  canvas: { width: 1280, height: 720 },
  delayMs: 0,
  output: 'PDF',
  ...overrides,
})

let files = 0
/** The PDF's text (pdftotext, layout order) and its pages' sizes in points (pdfinfo). */
async function inspectPdf(pdf: Buffer) {
  const file = path.join(dir, `${++files}.pdf`)
  await writeFile(file, pdf)
  const { stdout: text } = await run('pdftotext', ['-layout', file, '-'])
  const { stdout: info } = await run('pdfinfo', ['-f', '1', '-l', '1000', file])
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1])
  const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ])
  return { text, pages, sizes }
}

const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)]

describe('rendering the sample reports in Chromium', () => {
  it('prints a vector PDF filtered to East: one canvas-sized page per report page, no other region', async () => {
    const result = await connector.render(
      request({ filters: [parseFilter('Sales/Region', 'East')!] }),
      withPage,
    )
    if (result.kind !== 'pdf') throw new Error('expected a PDF')
    const { text, pages, sizes } = await inspectPdf(result.pdf)
    expect(result.pageCount).toBe(4)
    expect(pages).toBe(4)
    expect(sizes).toEqual(Array(4).fill([960, 540]))
    expect(text).toContain('Sales Overview')
    expect(text).toContain('Region: East')
    expect(text).toContain('east.manager@example.com')
    expect(text).toContain('Japan')
    expect(text.match(/west|north|south|central/gi)).toBeNull()
  })

  it('prints the pages asked for, in that order, on an odd canvas size', async () => {
    const result = await connector.render(
      request({ pages: ['Countries', 'overview'], canvas: { width: 1000, height: 555 } }),
      withPage,
    )
    if (result.kind !== 'pdf') throw new Error('expected a PDF')
    const { text, pages, sizes } = await inspectPdf(result.pdf)
    expect([result.pageCount, pages]).toEqual([2, 2])
    // 1000×555 px = 750×416.25 pt; Chromium rounds page sizes to its own units (within half a point).
    for (const [width = 0, height = 0] of sizes) {
      expect(Math.abs(width - 750)).toBeLessThan(0.5)
      expect(Math.abs(height - 416.25)).toBeLessThan(0.5)
    }
    expect(sizes).toHaveLength(2)
    expect(text.indexOf('Sales by country')).toBeLessThan(text.indexOf('Monthly revenue'))
  })

  it('shows the slicer title and the numbers of the report locale', async () => {
    const filter = parseFilter('Region picker<>Sales/Region', 'East')
    const result = await connector.render(
      request({ pages: ['Overview'], filters: [filter!], locale: 'de-DE' }),
      withPage,
    )
    if (result.kind !== 'pdf') throw new Error('expected a PDF')
    const { text } = await inspectPdf(result.pdf)
    const revenue = grandTotals(applyFilter([filter!]).sales).revenue
    const german = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }).format(revenue)
    expect(german).toMatch(/^\d{1,3}(\.\d{3})+$/)
    expect(text).toContain('Region picker: East')
    expect(text).toContain(german)
  })

  it('takes one PNG per page at the canvas size', async () => {
    const result = await connector.render(
      request({
        reportId: 'product-performance',
        pages: ['Products', 'Categories', 'Channels'],
        canvas: { width: 800, height: 600 },
        delayMs: 20,
        output: 'PNG',
      }),
      withPage,
    )
    if (result.kind !== 'png') throw new Error('expected PNGs')
    expect(result.pages.map((p) => p.name)).toEqual(['products', 'categories', 'channels'])
    for (const page of result.pages) expect(pngSize(page.png)).toEqual([800, 600])
  })

  it('refuses a canvas it cannot print', async () => {
    await expect(connector.render(request({ canvas: { width: 0, height: 720 } }), withPage)).rejects.toThrow(
      /Canvas size 0×720 is not valid/,
    )
  })
})
