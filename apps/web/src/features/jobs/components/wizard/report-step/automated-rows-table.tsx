import type { FilterRow } from '@herald/contracts'
import { ScrollArea, Table, Text } from '@mantine/core'
import { FILTER_COLUMNS } from '../../../lib/filter-columns.ts'
import { gridColumns } from '../../../lib/grid-rows.ts'

const SHOWN = 100

/** The rows read from the BI tool, the first 100 of them, with the rows' own columns after the standard ones. */
export function AutomatedRowsTable({ rows }: { rows: readonly FilterRow[] }) {
  // The BI table's other columns: the rows' own columns, for tokens (ADR 0047).
  const columns = gridColumns(rows)
  return (
    <ScrollArea.Autosize mah={300} type="auto">
      <Table striped miw={760} aria-label="Rows read from the BI tool" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {FILTER_COLUMNS.map(({ field, label }) => (
              <Table.Th key={field}>{label}</Table.Th>
            ))}
            {columns.map((name) => (
              <Table.Th key={`own-${name}`}>{name}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.slice(0, SHOWN).map((row, index) => (
            <Table.Tr key={index}>
              {FILTER_COLUMNS.map(({ field }) => (
                <Table.Td key={field} style={{ overflowWrap: 'anywhere' }}>
                  {row[field]}
                </Table.Td>
              ))}
              {columns.map((name) => (
                <Table.Td key={`own-${name}`}>{row.fields[name] ?? ''}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length > SHOWN ? (
        <Text size="xs" c="dimmed" mt={4}>{`and ${rows.length - SHOWN} more rows`}</Text>
      ) : null}
    </ScrollArea.Autosize>
  )
}
