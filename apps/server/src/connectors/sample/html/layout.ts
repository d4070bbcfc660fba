import type { PageDefinition } from '../reports.ts'
import type { VisualDefinition } from '../visuals/visual.ts'

/** Sizes in px for one canvas, scaled from a 1280×720 design. */
export interface Metrics {
  width: number
  height: number
  scale: number
  fontPx: number
  padding: number
  gap: number
  headerHeight: number
  cardsHeight: number
  cardPadding: number
  titleHeight: number
}

const round = (value: number) => Math.round(value * 10) / 10

export function metricsFor(canvas: { width: number; height: number }): Metrics {
  const scale = Math.min(4, Math.max(0.5, Math.min(canvas.width / 1280, canvas.height / 720)))
  const fontPx = round(12 * scale)
  return {
    width: canvas.width,
    height: canvas.height,
    scale,
    fontPx,
    padding: round(16 * scale),
    gap: round(12 * scale),
    headerHeight: round(48 * scale),
    cardsHeight: round(76 * scale),
    cardPadding: round(10 * scale),
    titleHeight: round(fontPx * 1.9),
  }
}

/** Where a visual's card sits on the page, and the size left for its body. */
export interface Box {
  visual: VisualDefinition
  x: number
  y: number
  width: number
  height: number
  body: { width: number; height: number }
}

/** Splits `total` px (less the gaps) among `weights`, returning each part's offset and size. */
function split(total: number, gap: number, weights: number[], start: number): { at: number; size: number }[] {
  const free = Math.max(0, total - gap * (weights.length - 1))
  const sum = weights.reduce((a, b) => a + b, 0)
  let at = start
  return weights.map((weight) => {
    const size = round((free * weight) / sum)
    const part = { at, size }
    at = round(at + size + gap)
    return part
  })
}

/** Lays the page's bands out to fill the canvas below the header. */
export function layoutPage(page: PageDefinition, m: Metrics): Box[] {
  const top = m.padding + m.headerHeight + m.gap
  const innerWidth = m.width - 2 * m.padding
  const fixed = page.bands.filter((b) => b.height === 'cards').length
  const flexible = m.height - top - m.padding - fixed * (m.cardsHeight + m.gap)
  const flexWeights = page.bands.map((b) => (b.height === 'cards' ? 0 : b.height))
  const flexParts = split(
    flexible,
    m.gap,
    flexWeights.filter((w) => w > 0),
    0,
  )
  let y = top
  let flexIndex = 0
  return page.bands.flatMap((band) => {
    const height = band.height === 'cards' ? m.cardsHeight : (flexParts[flexIndex++]?.size ?? 0)
    const columns = split(
      innerWidth,
      m.gap,
      band.cells.map((c) => c.width),
      m.padding,
    )
    const boxes = band.cells.map((cell, i): Box => {
      const { at, size } = columns[i] ?? { at: m.padding, size: innerWidth }
      const titled = band.height !== 'cards'
      return {
        visual: cell.visual,
        x: at,
        y,
        width: size,
        height,
        body: {
          width: round(size - 2 * m.cardPadding),
          height: round(height - 2 * m.cardPadding - (titled ? m.titleHeight : 0)),
        },
      }
    })
    y = round(y + height + m.gap)
    return boxes
  })
}
