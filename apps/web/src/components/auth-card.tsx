import { Center, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

interface AuthCardProps {
  title: string
  subtitle?: string
  children: ReactNode
  width?: number
}

/** The centred card every sign-in, sign-up, activation and reset screen sits in. */
export function AuthCard({ title, subtitle, children, width = 440 }: AuthCardProps) {
  return (
    <Center py={{ base: 'md', sm: 48 }} px="md">
      <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 32 }} w="100%" maw={width}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={2} ta="center" fz={{ base: 22, sm: 26 }}>
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" ta="center" size="sm">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  )
}
