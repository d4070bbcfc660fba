import { escapeHtml } from '@herald/contracts'
import { textWidth, truncate } from '../html/text-size.ts'
import type { LabelledValue } from '../visuals/visual.ts'
import { color, px } from './scale.ts'

export interface ChartSize {
  width: number
  height: number
  fontPx: number
}

/** Horizontal bars: label, bar, value; one row per item, largest first as given. */
export function barChartSvg(
  items: LabelledValue[],
  format: (value: number) => string,
  size: ChartSize,
): string {
  const { width, height, fontPx } = size
  const values = items.map((item) => format(item.value))
  const labelWidth = Math.min(
    width * 0.38,
    Math.max(...items.map((i) => textWidth(i.label, fontPx))) + fontPx,
  )
  const valueWidth = Math.max(...values.map((v) => textWidth(v, fontPx))) + fontPx * 0.6
  const barSpace = Math.max(1, width - labelWidth - valueWidth)
  const rowHeight = Math.min(height / items.length, fontPx * 2.8)
  const barHeight = rowHeight * 0.64
  const max = Math.max(...items.map((item) => item.value), 0) || 1
  const maxChars = Math.floor(labelWidth / (fontPx * 0.56)) - 1
  const rows = items.map((item, i) => {
    const y = i * rowHeight
    const middle = y + rowHeight / 2
    const barWidth = Math.max(1, (item.value / max) * barSpace)
    return [
      `<text x="${px(labelWidth - fontPx * 0.5)}" y="${px(middle)}" text-anchor="end" dominant-baseline="middle">${escapeHtml(truncate(item.label, maxChars))}</text>`,
      `<rect x="${px(labelWidth)}" y="${px(middle - barHeight / 2)}" width="${px(barWidth)}" height="${px(barHeight)}" rx="2" fill="${color(0)}"/>`,
      `<text x="${px(labelWidth + barWidth + fontPx * 0.4)}" y="${px(middle)}" dominant-baseline="middle" class="value">${escapeHtml(values[i] ?? '')}</text>`,
    ].join('')
  })
  return `<svg width="${px(width)}" height="${px(height)}" viewBox="0 0 ${px(width)} ${px(height)}" font-size="${px(fontPx)}">${rows.join('')}</svg>`
}
