import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

interface LaterStepPanelProps {
  title: string
  intro: string
  items: string[]
  previous: () => void
  next: ReactNode
}

/** A wizard step a later release builds: what it will hold, and the navigation around it. */
export function LaterStepPanel({ title, intro, items, previous, next }: LaterStepPanelProps) {
  return (
    <Stack gap="lg">
      <Title order={3}>{title}</Title>
      <Paper withBorder radius="md" p="lg" bg="var(--mantine-color-gray-0)">
        <Stack gap="sm">
          <Text>{intro}</Text>
          <List size="sm" spacing={4}>
            {items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            This step is not available yet: it arrives in a coming release.
          </Text>
        </Stack>
      </Paper>
      <Group justify="space-between">
        <Button variant="default" onClick={previous}>
          Previous
        </Button>
        {next}
      </Group>
    </Stack>
  )
}
