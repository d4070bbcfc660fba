import { Group, Text, ThemeIcon } from '@mantine/core'
import { Link } from 'react-router'

interface BrandProps {
  to?: string
}

/** The Herald mark and name; links home. */
export function Brand({ to = '/' }: BrandProps) {
  return (
    <Group gap={8} component={Link} to={to} style={{ textDecoration: 'none', color: 'inherit' }} wrap="nowrap">
      <ThemeIcon size={30} radius="md" variant="filled" aria-hidden>
        <Text fw={800} fz={17} c="white" lh={1}>
          H
        </Text>
      </ThemeIcon>
      <Text fw={700} fz={20} lh={1}>
        Herald
      </Text>
    </Group>
  )
}
