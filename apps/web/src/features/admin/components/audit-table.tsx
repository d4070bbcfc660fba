import type { AuditEvent } from '@herald/contracts'
import { Badge, Stack, Table, Text } from '@mantine/core'
import { formatDateTime } from '../../../lib/format-date.ts'
import { SortHeader, type Sort } from '../../../components/sort-header.tsx'

export type AuditSortField = 'timestamp' | 'principal' | 'type'

const typeColor = (type: string) =>
  type.endsWith('FAILURE')
    ? 'red'
    : type.startsWith('USER_') || type === 'JOB_DELETED'
      ? 'violet'
      : type.startsWith('API_KEY')
        ? 'orange'
        : 'blue'

/** Audit events, one per row: when, who, what, and the event's details. */
export function AuditTable({
  events,
  sort,
  onSort,
}: {
  events: AuditEvent[]
  sort: Sort<AuditSortField>
  onSort: (field: AuditSortField) => void
}) {
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped verticalSpacing="sm" aria-label="Audit events">
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="timestamp" sort={sort} onSort={onSort}>
              Date
            </SortHeader>
            <SortHeader field="principal" sort={sort} onSort={onSort}>
              User
            </SortHeader>
            <SortHeader field="type" sort={sort} onSort={onSort}>
              Event
            </SortHeader>
            <Table.Th>Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.timestamp)}</Table.Td>
              <Table.Td>{event.principal}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={typeColor(event.type)} size="sm">
                  {event.type}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  {Object.entries(event.data).map(([key, value]) => (
                    <Text key={key} size="xs">
                      <Text span c="dimmed" size="xs">
                        {key}:
                      </Text>{' '}
                      {value}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
