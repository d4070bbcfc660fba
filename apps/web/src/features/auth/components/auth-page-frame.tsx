import { Box, Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { Brand } from '../../../components/brand.tsx'

interface AuthPageFrameProps {
  links?: ReactNode
  children: ReactNode
}

/** Public pages: a slim bar with the brand (and the login page's side links), then the card. */
export function AuthPageFrame({ links, children }: AuthPageFrameProps) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Group
        justify="space-between"
        px={{ base: 'md', sm: 'xl' }}
        h={60}
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        component="header"
      >
        <Brand />
        {links}
      </Group>
      <Box component="main">{children}</Box>
    </Box>
  )
}
