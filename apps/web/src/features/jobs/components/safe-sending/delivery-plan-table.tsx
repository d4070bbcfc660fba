import type { DeliveryPlanRow } from '@herald/contracts'
import { ScrollArea, Table, Text } from '@mantine/core'

function Addresses({ list }: { list: string[] }) {
  if (list.length === 0) return <Text c="dimmed">—</Text>
  return <>{list.join('; ')}</>
}

function PlanRow({ row }: { row: DeliveryPlanRow }) {
  return (
    <Table.Tr>
      <Table.Td c="dimmed">{row.row}</Table.Td>
      <Table.Td style={{ overflowWrap: 'break-word' }}>
        {row.fileName}
        {row.subject !== undefined ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'break-word' }}>
            {`Subject: ${row.subject}`}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.format}</Table.Td>
      <Table.Td style={{ overflowWrap: 'break-word' }}>
        <Addresses list={row.to} />
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'break-word' }}>
        <Addresses list={row.cc} />
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'break-word' }}>
        <Addresses list={row.bcc} />
      </Table.Td>
    </Table.Tr>
  )
}

/** Each active row's file as the run will name it, its subject, format and To / CC / BCC. */
export function DeliveryPlanTable({ rows }: { rows: DeliveryPlanRow[] }) {
  return (
    <ScrollArea.Autosize mah={280} type="auto">
      <Table stickyHeader striped verticalSpacing={4} fz="sm" miw={760} aria-label="Files and recipients">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            <Table.Th>File name and subject</Table.Th>
            <Table.Th w={110}>Format</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>CC</Table.Th>
            <Table.Th>BCC</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <PlanRow key={row.row} row={row} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  )
}
