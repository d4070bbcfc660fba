import { MantineProvider } from '@mantine/core'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { cssVariablesResolver, theme } from './theme.ts'
import { ToastHost } from './toast-host.tsx'

interface ProvidersProps {
  queryClient: QueryClient
  children: ReactNode
}

/** Theme, toasts and server-state cache for everything below. */
export function Providers({ queryClient, children }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <ToastHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  )
}
