/**
 * The screen width media queries are answered against in web tests. Unset (the default), every query answers
 * false, as before; a test that renders the phone layout sets 390 and gets Mantine's `useMediaQuery` answered
 * as a 390-px screen would answer it.
 */
let width: number | null = null

export function setViewportWidth(px: number | null): void {
  width = px
}

const EM = 16

/** Whether `query` — '(max-width: 47.99em)', '(min-width: 768px)' and their `and` — holds at the set width. */
export function mediaMatches(query: string): boolean {
  if (width === null) return false
  const current = width
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)]
  if (conditions.length === 0) return false
  return conditions.every(([, side, amount, unit]) => {
    const px = Number(amount) * (unit === 'px' ? 1 : EM)
    return side === 'min' ? current >= px : current <= px
  })
}
