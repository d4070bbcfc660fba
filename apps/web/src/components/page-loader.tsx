import { Center, Loader, Stack, Text } from '@mantine/core'

interface PageLoaderProps {
  label?: string
}

/** Full-height spinner while a page, a chunk or the session is loading. */
export function PageLoader({ label }: PageLoaderProps) {
  return (
    <Center mih="50vh" role="status" aria-live="polite" aria-label={label ?? 'Loading'}>
      <Stack align="center" gap="sm">
        <Loader />
        {label ? <Text c="dimmed">{label}</Text> : null}
      </Stack>
    </Center>
  )
}
