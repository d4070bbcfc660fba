import { Code, Group, Text } from '@mantine/core'
import { IconWorld } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { clientAddressQuery } from '../api/client-address.ts'

/** The address the server sees for this browser: what to add so as not to be shut out. */
export function YourAddress() {
  const address = useQuery(clientAddressQuery)
  return (
    <Group gap="xs" wrap="nowrap">
      <IconWorld size={18} aria-hidden />
      <Text size="sm">
        Your address, as Herald sees it:{' '}
        {address.isSuccess ? (
          <Code aria-label="Your address">{address.data.address}</Code>
        ) : address.isError ? (
          'unknown'
        ) : (
          '…'
        )}
      </Text>
    </Group>
  )
}
