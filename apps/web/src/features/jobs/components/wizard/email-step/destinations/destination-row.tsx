import type { DestinationView } from '@herald/contracts'
import { Badge, Button, Group, Text, Tooltip } from '@mantine/core'
import { IconSend } from '@tabler/icons-react'
import { RemoveButton } from '../../../../../../components/remove-button.tsx'

interface DestinationRowProps {
  destination: DestinationView
  /** A test is on its way to this destination. */
  testing: boolean
  onTest: (destination: DestinationView) => void
  onRemove: (destination: DestinationView) => void
}

/** A destination of the job: its kind, label and message, with 'Send a test' and Remove. */
export function DestinationRow({ destination: d, testing, onTest, onRemove }: DestinationRowProps) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="destination-row">
      <Group gap="xs" wrap="nowrap">
        <Badge variant="light">{d.type}</Badge>
        <Text size="sm" fw={500}>
          {d.label}
        </Text>
        {d.settings.message && (
          <Text size="sm" c="dimmed" truncate maw={280}>
            “{d.settings.message}”
          </Text>
        )}
      </Group>
      <Group gap={4} wrap="nowrap">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconSend size={14} />}
          loading={testing}
          onClick={() => onTest(d)}
        >
          Send a test
        </Button>
        <Tooltip label="Remove" withArrow>
          <RemoveButton label={`Remove ${d.label}`} onClick={() => onRemove(d)} />
        </Tooltip>
      </Group>
    </Group>
  )
}
