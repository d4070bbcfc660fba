import type { Metrics } from './layout.ts'

/** The report's stylesheet for one canvas: one page = one printed page of exactly the canvas size. */
export function stylesheet(m: Metrics): string {
  const s = (value: number) => `${Math.round(value * m.scale * 10) / 10}px`
  const row = `${Math.round(m.fontPx * 1.75 * 10) / 10}px`
  return `
@page { size: ${m.width}px ${m.height}px; margin: 0 }
* { box-sizing: border-box; margin: 0; padding: 0 }
html, body { background: #f3f5f8 }
body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, 'Noto Sans', 'Noto Sans CJK SC', sans-serif;
  font-size: ${m.fontPx}px; color: #1f2933; -webkit-print-color-adjust: exact; print-color-adjust: exact }
.page { position: relative; width: ${m.width}px; height: ${m.height}px; overflow: hidden; background: #f3f5f8;
  break-after: page; page-break-after: always }
.page:last-child { break-after: auto; page-break-after: auto }
header { position: absolute; inset-inline: ${m.padding}px; top: ${m.padding}px; height: ${m.headerHeight}px;
  display: flex; align-items: center; justify-content: space-between; gap: ${s(16)}; padding: 0 ${s(16)};
  background: #1d3557; color: #fff; border-radius: ${s(6)} }
header .titles { display: flex; align-items: baseline; gap: ${s(12)}; white-space: nowrap; overflow: hidden; min-width: 0 }
header .report { font-size: ${s(19)}; font-weight: 700; flex: none }
header .page-title { font-size: ${s(15)}; opacity: .85; overflow: hidden; text-overflow: ellipsis }
header .filter { font-size: ${s(14)}; font-weight: 600; background: rgba(255,255,255,.16); padding: ${s(5)} ${s(10)};
  border-radius: ${s(4)}; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 50% }
.card { position: absolute; background: #fff; border: 1px solid #dde3ea; border-radius: ${s(6)};
  padding: ${m.cardPadding}px; overflow: hidden }
.card h2 { font-size: ${s(13.5)}; font-weight: 700; height: ${m.titleHeight}px; line-height: ${m.titleHeight}px;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis; color: #243b53 }
.body { overflow: hidden }
.no-data { display: flex; align-items: center; justify-content: center; height: 100%; color: #7b8794; font-size: ${s(15)} }
svg { display: block; overflow: hidden; fill: #1f2933; direction: ltr }
svg .muted { fill: #616e7c }
svg .value { font-weight: 600 }
svg .grid { stroke: #e4e7eb; stroke-width: 1 }
table { width: 100%; border-collapse: collapse; table-layout: fixed }
th, td { height: ${row}; padding: 0 ${s(6)}; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  text-align: start; font-variant-numeric: tabular-nums }
th.num, td.num { text-align: end }
thead th { border-bottom: 2px solid #bcccdc; color: #486581; font-weight: 700 }
tbody tr:nth-child(even) { background: #f5f7fa }
tr.more td { color: #7b8794; font-style: italic }
tfoot td { border-top: 1px solid #9fb3c8; font-weight: 700 }
.kpis { display: flex; height: 100%; gap: ${s(12)} }
.kpi { flex: 1; display: flex; flex-direction: column; justify-content: center; padding: 0 ${s(12)};
  border-inline-start: ${s(4)} solid #2a6f97; min-width: 0 }
.kpi-label { color: #616e7c; white-space: nowrap }
.kpi-value { font-size: ${s(22)}; font-weight: 700; white-space: nowrap; overflow: hidden; text-overflow: ellipsis }
`
}
