import { Box } from '@mantine/core'

/** Corner ribbon shown when the server does not run with the 'prod' profile. */
export function DevRibbon() {
  return (
    <Box
      aria-label="Development environment"
      style={{
        position: 'fixed',
        bottom: 22,
        left: -44,
        width: 170,
        transform: 'rotate(45deg)',
        zIndex: 1000,
        pointerEvents: 'none',
        textAlign: 'center',
        fontSize: 12,
        fontWeight: 700,
        letterSpacing: 0.5,
        padding: '3px 0',
        color: 'white',
        background: 'var(--mantine-color-red-7)',
        boxShadow: '0 1px 4px rgba(0, 0, 0, 0.3)',
      }}
    >
      Development
    </Box>
  )
}
