import { Button } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'

/** 'Refresh Table' above a list read from the server: reads it again, spinning while it does. */
export function RefreshTableButton({
  refreshing,
  onRefresh,
}: {
  refreshing: boolean
  onRefresh: () => void
}) {
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} />}
      loading={refreshing}
      onClick={onRefresh}
    >
      Refresh Table
    </Button>
  )
}
