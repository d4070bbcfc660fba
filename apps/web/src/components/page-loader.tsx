import { Center, Loader, Stack, Text } from '@mantine/core'

interface PageLoaderProps {
  label?: string
  /** Inside a card or form rather than filling the page. */
  compact?: boolean
}

/** Full-height spinner while a page, a chunk or the session is loading. */
export function PageLoader({ label, compact = false }: PageLoaderProps) {
  return (
    <Center mih={compact ? 120 : '50vh'} role="status" aria-live="polite" aria-label={label ?? 'Loading'}>
      <Stack align="center" gap="sm">
        <Loader />
        {label ? <Text c="dimmed">{label}</Text> : null}
      </Stack>
    </Center>
  )
}
