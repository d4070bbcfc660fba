import { createTheme, type CSSVariablesResolver } from '@mantine/core'

/**
 * Indigo at shade 7 (not Mantine's default 6) and dimmed text at gray 7 (not 6): white on the primary colour,
 * the primary colour on white and dimmed text on white all reach WCAG AA's 4.5:1 (ADR 0032).
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
})

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
})
