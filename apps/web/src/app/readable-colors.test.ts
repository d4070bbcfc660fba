import { DEFAULT_THEME } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { AA_CONTRAST, contrastRatio, readableColorVariables } from './readable-colors.ts'

describe('readable colour variables', () => {
  const variables = readableColorVariables()

  const value = (name: string, variant: string, mantine: string) =>
    variables[`--mantine-color-${name}-${variant}`] ?? mantine

  it('give white text on every filled colour, and every light colour on its background, 4.5:1', () => {
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      const filled = value(name, 'filled', shades[7]!)
      expect(contrastRatio(filled, '#ffffff'), name).toBeGreaterThanOrEqual(AA_CONTRAST)
      expect(value(name, 'outline', shades[7]!), name).toBe(filled)
      const light = value(name, 'light-color', shades[9]!)
      expect(contrastRatio(light, shades[1]!), name).toBeGreaterThanOrEqual(AA_CONTRAST)
    }
  })

  it("change only the hues Mantine's shades leave below 4.5:1, a filled hover darker than its colour", () => {
    expect(contrastRatio(DEFAULT_THEME.colors.green[7], '#ffffff')).toBeLessThan(AA_CONTRAST)
    const green = variables['--mantine-color-green-filled']!
    expect(green).toBeDefined()
    expect(contrastRatio(variables['--mantine-color-green-filled-hover']!, '#ffffff')).toBeGreaterThan(
      contrastRatio(green, '#ffffff'),
    )
    for (const kept of ['indigo', 'violet', 'gray']) {
      expect(Object.keys(variables).filter((k) => k.startsWith(`--mantine-color-${kept}-`))).toEqual([])
    }
  })
})
