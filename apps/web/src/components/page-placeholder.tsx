import { Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

interface PagePlaceholderProps {
  title: string
  description: string
  children?: ReactNode
}

/** A screen that a later release fills in: its heading and one sentence about what will be there. */
export function PagePlaceholder({ title, description, children }: PagePlaceholderProps) {
  return (
    <Stack gap="xs" py="md">
      <Title order={2}>{title}</Title>
      <Text c="dimmed">{description}</Text>
      {children}
    </Stack>
  )
}
