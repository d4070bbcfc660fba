import { em } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'

/**
 * Whether the screen is narrower than Mantine's `sm` breakpoint (48em, 768 px): phones get stacked cards and
 * one-row-at-a-time forms instead of wide tables (ADR 0051, ADR 0054). The same width as `hiddenFrom="sm"`.
 * Read on the first render (the app is drawn only in the browser), so a phone never draws the wide layout first.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery(`(max-width: ${em(767.98)})`, undefined, { getInitialValueInEffect: false })
}
