import { escapeHtml } from '@herald/contracts'
import { textWidth } from '../html/text-size.ts'
import type { ChartSize } from './bar-chart.ts'
import { color, niceTicks, px } from './scale.ts'

export interface LineSeries {
  name: string
  values: number[]
}

/** Lines over months with a value axis, month labels and, for several series, a legend. */
export function lineChartSvg(
  months: string[],
  series: LineSeries[],
  format: { axis: (value: number) => string; month: (yearMonth: string) => string },
  size: ChartSize,
): string {
  const { width, height, fontPx } = size
  const max = Math.max(0, ...series.flatMap((s) => s.values))
  const ticks = niceTicks(max)
  const top = ticks[ticks.length - 1] || 1
  const tickLabels = ticks.map(format.axis)
  const legendHeight = series.length > 1 ? fontPx * 1.8 : 0
  const left = Math.max(...tickLabels.map((t) => textWidth(t, fontPx))) + fontPx * 0.6
  const right = fontPx
  const plot = { x: left, y: legendHeight + fontPx * 0.6, width: width - left - right, height: 0 }
  plot.height = Math.max(1, height - plot.y - fontPx * 1.8)
  const x = (i: number) =>
    plot.x + (months.length === 1 ? plot.width / 2 : (i * plot.width) / (months.length - 1))
  const y = (value: number) => plot.y + plot.height - (value / top) * plot.height
  const grid = ticks.map((tick, i) => {
    const ty = y(tick)
    return `<line x1="${px(plot.x)}" x2="${px(plot.x + plot.width)}" y1="${px(ty)}" y2="${px(ty)}" class="grid"/><text x="${px(plot.x - fontPx * 0.4)}" y="${px(ty)}" text-anchor="end" dominant-baseline="middle" class="muted">${escapeHtml(tickLabels[i] ?? '')}</text>`
  })
  const monthLabels = months.map(format.month)
  const labelWidth = Math.max(...monthLabels.map((m) => textWidth(m, fontPx))) + fontPx
  const every = Math.max(1, Math.ceil((labelWidth * months.length) / plot.width))
  const axis = monthLabels
    .map((label, i) =>
      i % every === 0
        ? `<text x="${px(x(i))}" y="${px(plot.y + plot.height + fontPx * 1.2)}" text-anchor="middle" class="muted">${escapeHtml(label)}</text>`
        : '',
    )
    .join('')
  const lines = series.map((s, si) => {
    const points = s.values.map((v, i) => `${px(x(i))},${px(y(v))}`).join(' ')
    const dots = s.values.map((v, i) => `<circle cx="${px(x(i))}" cy="${px(y(v))}" r="${px(fontPx * 0.2)}"/>`)
    return `<g stroke="${color(si)}" fill="${color(si)}"><polyline points="${points}" fill="none" stroke-width="${px(fontPx * 0.16)}"/>${dots.join('')}</g>`
  })
  let legendX = plot.x
  const legend =
    series.length > 1
      ? series.map((s, si) => {
          const item = `<rect x="${px(legendX)}" y="${px(fontPx * 0.3)}" width="${px(fontPx * 0.8)}" height="${px(fontPx * 0.8)}" fill="${color(si)}"/><text x="${px(legendX + fontPx * 1.1)}" y="${px(fontPx * 0.7)}" dominant-baseline="middle">${escapeHtml(s.name)}</text>`
          legendX += textWidth(s.name, fontPx) + fontPx * 2.4
          return item
        })
      : []
  return `<svg width="${px(width)}" height="${px(height)}" viewBox="0 0 ${px(width)} ${px(height)}" font-size="${px(fontPx)}">${grid.join('')}${axis}${lines.join('')}${legend.join('')}</svg>`
}
