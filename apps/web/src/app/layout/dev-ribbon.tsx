import { Box } from '@mantine/core'

/** Height of the ribbon: the page leaves this much room below its content, so the ribbon covers none of it. */
export const DEV_RIBBON_HEIGHT = 18

/** A thin strip along the bottom edge, shown when the server does not run with the 'prod' profile. */
export function DevRibbon() {
  return (
    <Box
      aria-label="Development environment"
      style={{
        position: 'fixed',
        bottom: 0,
        left: 0,
        right: 0,
        height: DEV_RIBBON_HEIGHT,
        lineHeight: `${DEV_RIBBON_HEIGHT}px`,
        zIndex: 1000,
        pointerEvents: 'none',
        textAlign: 'center',
        fontSize: 11,
        fontWeight: 700,
        color: 'white',
        // Red 9: white 11-px text on it keeps a 4.5:1 contrast.
        background: 'var(--mantine-color-red-9)',
      }}
    >
      Development
    </Box>
  )
}
