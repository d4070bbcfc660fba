import type { DnsRecord } from '@herald/contracts'
import { Stack, Table, Text } from '@mantine/core'
import { CopyField } from '../../../../components/copy-field.tsx'
import { RecordStateBadge } from './record-state-badge.tsx'

/** The TXT records to publish: kind and state, the name and the value to copy, and what the state means. */
export function DnsRecordsTable({ records }: { records: DnsRecord[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={150}>Record</Table.Th>
            <Table.Th w="32%">Name</Table.Th>
            <Table.Th>Value (TXT)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record.kind}>
              <Table.Td valign="top">
                <Stack gap={6} align="flex-start">
                  <Text fw={600} size="sm">
                    {record.kind}
                  </Text>
                  <RecordStateBadge state={record.state} />
                </Stack>
              </Table.Td>
              <Table.Td valign="top">
                <CopyField value={record.name} label={`${record.kind} record name`} />
              </Table.Td>
              <Table.Td valign="top">
                <Stack gap={6}>
                  <CopyField value={record.value} label={`${record.kind} record value`} />
                  <Text size="xs" c="dimmed">
                    {record.message}
                  </Text>
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
