import pptxgenjs from 'pptxgenjs'

// pptxgenjs ships ES-module typings in a package TypeScript reads as CommonJS, so its types see the
// class one `.default` deeper than Node, whose default import is the class itself.
const PptxGenJS = pptxgenjs as unknown as typeof pptxgenjs.default

export interface SlideImage {
  png: Buffer
  width: number
  height: number
}

/** CSS pixels per inch: a 1280×720 canvas becomes a 13.33×7.5 in (16:9) slide. */
const PX_PER_INCH = 96
/** PowerPoint accepts slide sides from 1 to 56 inches. */
const MAX_INCHES = 56
const MIN_INCHES = 1

/**
 * A deck with one full-slide picture per rendered page. The slide is sized to the first page's canvas, so
 * the picture fills it edge to edge; a page of another shape is fitted and centred rather than stretched.
 */
export async function buildPptx(pages: SlideImage[]): Promise<Buffer> {
  const first = pages[0]
  if (!first) throw new RangeError('A presentation needs at least one page')
  const slide = slideSize(first)
  const pptx = new PptxGenJS()
  pptx.defineLayout({ name: 'HERALD_CANVAS', ...slide })
  pptx.layout = 'HERALD_CANVAS'
  for (const page of pages) {
    const scale = Math.min(slide.width / page.width, slide.height / page.height)
    const [w, h] = [page.width * scale, page.height * scale]
    pptx.addSlide().addImage({
      data: `image/png;base64,${page.png.toString('base64')}`,
      x: (slide.width - w) / 2,
      y: (slide.height - h) / 2,
      w,
      h,
    })
  }
  const file = await pptx.write({ outputType: 'nodebuffer' })
  if (!Buffer.isBuffer(file)) throw new TypeError('pptxgenjs did not return a Buffer')
  return file
}

function slideSize(canvas: SlideImage): { width: number; height: number } {
  const width = canvas.width / PX_PER_INCH
  const height = canvas.height / PX_PER_INCH
  const scale = Math.min(1, MAX_INCHES / Math.max(width, height))
  return { width: Math.max(MIN_INCHES, width * scale), height: Math.max(MIN_INCHES, height * scale) }
}
