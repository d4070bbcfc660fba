import { createTheme, type CSSVariablesResolver } from '@mantine/core'
import { readableColorVariables } from './readable-colors.ts'

/**
 * Indigo at shade 7 (not Mantine's default 6) and dimmed text at gray 7 (not 6): white on the primary colour,
 * the primary colour on white and dimmed text on white all reach WCAG AA's 4.5:1 (ADR 0032); so do error texts.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  // Close buttons carry no text: name them (a dialog's and a toast's).
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
})

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // A field's error text in red 8, not 6: 5.7:1 on white (ADR 0053: a refused save shows it where the eye is).
  light: {
    // Filled, outline and light badges, alerts and buttons of every hue at 4.5:1 (white text on filled).
    ...readableColorVariables(),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
})
