import { escapeHtml } from '@herald/contracts'
import { truncate } from '../html/text-size.ts'
import type { LabelledValue } from '../visuals/visual.ts'
import type { ChartSize } from './bar-chart.ts'
import { color, px } from './scale.ts'

/** A donut with the total in its hole and a legend (label, value, share) beside it. */
export function donutChartSvg(
  items: LabelledValue[],
  format: {
    value: (value: number) => string
    total: (value: number) => string
    percent: (share: number) => string
  },
  size: ChartSize,
): string {
  const { width, height, fontPx } = size
  const total = items.reduce((sum, item) => sum + item.value, 0) || 1
  const diameter = Math.max(0, Math.min(height, width * 0.45))
  const thickness = diameter * 0.22
  const radius = (diameter - thickness) / 2
  const centre = { x: diameter / 2, y: height / 2 }
  const circumference = 2 * Math.PI * radius
  let offset = 0
  const slices = items.map((item, i) => {
    const length = (item.value / total) * circumference
    const slice = `<circle cx="${px(centre.x)}" cy="${px(centre.y)}" r="${px(radius)}" fill="none" stroke="${color(i)}" stroke-width="${px(thickness)}" stroke-dasharray="${px(length)} ${px(circumference - length)}" stroke-dashoffset="${px(-offset)}" transform="rotate(-90 ${px(centre.x)} ${px(centre.y)})"/>`
    offset += length
    return slice
  })
  const hole = `<text x="${px(centre.x)}" y="${px(centre.y)}" text-anchor="middle" dominant-baseline="middle" class="value">${escapeHtml(format.total(total))}</text>`
  const legendX = diameter + fontPx * 1.5
  const itemHeight = Math.min(fontPx * 2.8, height / Math.max(1, items.length))
  const legendTop = height / 2 - (itemHeight * items.length) / 2
  const labelChars = Math.max(3, Math.floor((width - legendX - fontPx * 1.4) / (fontPx * 0.56)))
  const legend = items.map((item, i) => {
    const y = legendTop + i * itemHeight + itemHeight / 2
    const figures = `${format.value(item.value)} · ${format.percent(item.value / total)}`
    return [
      `<rect x="${px(legendX)}" y="${px(y - fontPx * 0.95)}" width="${px(fontPx * 0.8)}" height="${px(fontPx * 0.8)}" fill="${color(i)}"/>`,
      `<text x="${px(legendX + fontPx * 1.2)}" y="${px(y - fontPx * 0.55)}" dominant-baseline="middle">${escapeHtml(truncate(item.label, labelChars))}</text>`,
      `<text x="${px(legendX + fontPx * 1.2)}" y="${px(y + fontPx * 0.6)}" dominant-baseline="middle" class="muted">${escapeHtml(truncate(figures, labelChars))}</text>`,
    ].join('')
  })
  return `<svg width="${px(width)}" height="${px(height)}" viewBox="0 0 ${px(width)} ${px(height)}" font-size="${px(fontPx)}">${slices.join('')}${hole}${legend.join('')}</svg>`
}
