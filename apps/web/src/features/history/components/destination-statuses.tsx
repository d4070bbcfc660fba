import { destinationStatusDisplay, type ExecutionFile } from '@herald/contracts'
import { Badge, Stack, Text, Tooltip } from '@mantine/core'
import { StatusBadge } from './status-badge.tsx'

const POSSIBLE_DUPLICATE =
  'The service did not answer while this file was being posted, so it may have arrived twice.'

/** A file's status at each destination beside email (ADR 0048): the destination, its badge, why it failed. */
export function DestinationStatuses({ file }: { file: ExecutionFile }) {
  const list = file.destinations ?? []
  if (list.length === 0) return <Text c="dimmed">--</Text>
  return (
    <Stack gap={4}>
      {list.map((d, i) => (
        <div key={`${d.destinationId ?? 'removed'}-${i}`}>
          <StatusBadge display={destinationStatusDisplay(d.status)} prefix={d.label} detail={d.error} />
          {d.possibleDuplicate ? (
            <Tooltip label={POSSIBLE_DUPLICATE} multiline maw={320} withArrow>
              <Badge color="yellow" variant="light" tt="none" tabIndex={0} ml={4}>
                Possible duplicate
              </Badge>
            </Tooltip>
          ) : null}
        </div>
      ))}
    </Stack>
  )
}
