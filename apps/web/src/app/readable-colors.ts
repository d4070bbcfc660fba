import { darken, DEFAULT_THEME, luminance, type MantineThemeColors } from '@mantine/core'

/** WCAG AA for normal-size text; badges and small labels are normal-size. */
export const AA_CONTRAST = 4.5

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

/** `color`, darkened in 5 % steps until text in it on `background` (or white text on it) reaches 4.5:1. */
export function readableOn(color: string, background: string): string {
  let readable = color
  while (contrastRatio(readable, background) < AA_CONTRAST) readable = darken(readable, 0.05)
  return readable
}

/**
 * Light-scheme colour variables every hue's filled, outline and light variants read with: Mantine's filled
 * colour is shade 7 and its light text shade 9 on shade 1, which for green, teal, cyan, lime, yellow, orange,
 * red and blue stay under 4.5:1 (a green 'SUCCESS' badge is 2.75:1). Those are darkened just enough, a filled
 * colour's hover a step further; hues that already read keep Mantine's variables (none is set for them).
 */
export function readableColorVariables(
  colors: MantineThemeColors = DEFAULT_THEME.colors,
): Record<string, string> {
  const variables: Record<string, string> = {}
  for (const [name, shades] of Object.entries(colors)) {
    const filled = readableOn(shades[7]!, '#ffffff')
    if (filled !== shades[7]) {
      variables[`--mantine-color-${name}-filled`] = filled
      variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1)
      variables[`--mantine-color-${name}-outline`] = filled
    }
    const lightText = readableOn(shades[9]!, shades[1]!)
    if (lightText !== shades[9]) variables[`--mantine-color-${name}-light-color`] = lightText
  }
  return variables
}
