/** Evenly spaced round tick values from 0 to at least `max` (about `count` steps). */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1]
  const rough = max / count
  const magnitude = 10 ** Math.floor(Math.log10(rough))
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= rough) ?? 10) * magnitude
  const ticks: number[] = []
  for (let value = 0; value < max + step; value += step) ticks.push(value)
  return ticks
}

/** Series colours, readable on white and distinct in print. */
export const PALETTE = [
  '#2a6f97',
  '#e07a5f',
  '#3d9970',
  '#b07aa1',
  '#f2a541',
  '#5c677d',
  '#8d6e63',
  '#17a2b8',
]

export const color = (index: number) => PALETTE[index % PALETTE.length] as string

/** Formats a number to at most one decimal, for SVG coordinates. */
export const px = (value: number) => String(Math.round(value * 10) / 10)
