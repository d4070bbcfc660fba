/** The Actions column stays in view at the right edge while the other columns scroll (390-px phones). */
export const stickyActions = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset 1px 0 0 var(--mantine-color-gray-3)',
} as const
