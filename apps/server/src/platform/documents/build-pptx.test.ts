import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import { buildPptx } from './build-pptx.ts'

/** A valid 1×1 PNG; the deck does not look inside the picture. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const EMU_PER_INCH = 914_400

async function open(file: Buffer) {
  const zip = await JSZip.loadAsync(file)
  const slides = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
  const presentation = await zip.file('ppt/presentation.xml')!.async('string')
  const [, cx, cy] = /<p:sldSz cx="(\d+)" cy="(\d+)"/.exec(presentation)!
  return { zip, slides, inches: { width: Number(cx) / EMU_PER_INCH, height: Number(cy) / EMU_PER_INCH } }
}

describe('buildPptx', () => {
  it('makes one slide per page on a slide sized to the canvas at 96 px per inch', async () => {
    const page = { png, width: 1280, height: 720 }
    const file = await buildPptx([page, page, page])

    expect(file.subarray(0, 2).toString()).toBe('PK')
    const { zip, slides, inches } = await open(file)
    expect(slides).toHaveLength(3)
    expect(inches.width).toBeCloseTo(1280 / 96, 2)
    expect(inches.height).toBeCloseTo(7.5, 2)
    const slide = await zip.file('ppt/slides/slide2.xml')!.async('string')
    // The picture starts at the corner and spans the whole slide.
    expect(slide).toContain('<a:off x="0" y="0"/>')
    expect(slide).toMatch(/<a:ext cx="12192000" cy="6858000"\/>/)
  })

  it('keeps a huge canvas within PowerPoint’s 56-inch limit, preserving its shape', async () => {
    const { inches } = await open(await buildPptx([{ png, width: 8000, height: 4000 }]))
    expect(inches.width).toBeCloseTo(56, 2)
    expect(inches.height).toBeCloseTo(28, 2)
  })

  it('refuses an empty deck', async () => {
    await expect(buildPptx([])).rejects.toThrow(RangeError)
  })
})
