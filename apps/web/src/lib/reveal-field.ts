/** The signed-in pages' fixed top bar (spec §2 Layout: a 60 px offset). */
export const TOP_BAR_HEIGHT = 60
/** Room left between the top bar and a field brought into view. */
const BELOW_TOP_BAR = TOP_BAR_HEIGHT + 16

/**
 * Focuses `field` and scrolls it into view below the fixed top bar — the browser's own scroll on focus would
 * leave a field near the top of the page under it. Scroll containers around the field (the filter grid) are
 * scrolled too.
 */
export function revealField(field: HTMLElement): void {
  field.focus({ preventScroll: true })
  field.scrollIntoView({ block: 'center', inline: 'nearest' })
  const { top } = field.getBoundingClientRect()
  if (top < BELOW_TOP_BAR) window.scrollBy({ top: top - BELOW_TOP_BAR })
}

/**
 * The first field marked invalid inside `container` (or a list of problems marked `data-problems`, focusable),
 * in page order, revealed; false when there is none.
 */
export function revealFirstInvalid(container: HTMLElement | null): boolean {
  const field = container?.querySelector<HTMLElement>('[aria-invalid="true"], [data-problems]')
  if (!field) return false
  revealField(field)
  return true
}
