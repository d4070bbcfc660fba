import { Table } from '@mantine/core'

/** A table's header row of plain column names; '' heads a column without one (the row's buttons). */
export function TableHeader({ columns }: { columns: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column}>{column}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  )
}
