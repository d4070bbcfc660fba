import { Center, Paper, Stack, Text, ThemeIcon } from '@mantine/core'
import type { ReactNode } from 'react'

interface MessageStateProps {
  icon: ReactNode
  color: string
  message: string
  children?: ReactNode
}

/** A centred message with an optional action: not authorized, unexpected error, and the like. */
export function MessageState({ icon, color, message, children }: MessageStateProps) {
  return (
    <Center mih="50vh" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          <Text fw={500} role="alert">
            {message}
          </Text>
          {children}
        </Stack>
      </Paper>
    </Center>
  )
}
