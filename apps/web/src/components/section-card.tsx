import { Card, Group, Stack, Title, type MantineSpacing } from '@mantine/core'
import { useId, type ReactNode } from 'react'

interface SectionCardProps {
  /** The section's heading (level 3), which also names the section for assistive technology. */
  title: ReactNode
  /** Before the title: an icon. */
  icon?: ReactNode
  /** At the right of the title: a link or a note. */
  aside?: ReactNode
  /** Take the height of the grid row the card stands in, beside other cards. */
  fill?: boolean
  gap?: MantineSpacing
  children: ReactNode
}

/** A section of a page on a card of its own: its heading, then its content. */
export function SectionCard({ title, icon, aside, fill = false, gap = 'sm', children }: SectionCardProps) {
  const titleId = useId()
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={titleId}
      h={fill ? '100%' : undefined}
    >
      <Stack gap={gap}>
        <Group justify="space-between" align="baseline">
          <Group gap="xs">
            {icon}
            <Title order={3} id={titleId}>
              {title}
            </Title>
          </Group>
          {aside}
        </Group>
        {children}
      </Stack>
    </Card>
  )
}
