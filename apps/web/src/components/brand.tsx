import { Anchor, Group, Text } from '@mantine/core'
import { Link } from 'react-router'

/** The mark is a plain element: /login's weight budget has no room for another UI component chunk. */
const markStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 30,
  height: 30,
  borderRadius: 'var(--mantine-radius-md)',
  background: 'var(--mantine-primary-color-filled)',
  color: 'white',
  fontWeight: 800,
  fontSize: 17,
  lineHeight: 1,
} as const

interface BrandProps {
  to?: string
  /** Hide the name on narrow screens, keeping the mark. */
  compact?: boolean
}

/** The Herald mark and name; links home. */
export function Brand({ to = '/', compact = false }: BrandProps) {
  return (
    <Anchor component={Link} to={to} underline="never" c="inherit" aria-label="Herald home">
      <Group gap={8} wrap="nowrap">
        <span style={markStyle} aria-hidden>
          H
        </span>
        <Text fw={700} fz={20} lh={1} span visibleFrom={compact ? 'sm' : undefined}>
          Herald
        </Text>
      </Group>
    </Anchor>
  )
}
