import { Anchor, Group, Text, ThemeIcon } from '@mantine/core'
import { Link } from 'react-router'

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
        <ThemeIcon size={30} radius="md" variant="filled" aria-hidden>
          <Text fw={800} fz={17} c="white" lh={1} span>
            H
          </Text>
        </ThemeIcon>
        <Text fw={700} fz={20} lh={1} span visibleFrom={compact ? 'sm' : undefined}>
          Herald
        </Text>
      </Group>
    </Anchor>
  )
}
