import type { AccountHoliday } from '@herald/contracts'
import { Button, Table } from '@mantine/core'
import { formatDay } from '../../../../lib/format-date.ts'

interface HolidaysTableProps {
  holidays: AccountHoliday[]
  saving: boolean
  onRemove: (date: string) => void
}

/** The listed holidays: date, weekday, name and Remove. */
export function HolidaysTable({ holidays, saving, onRemove }: HolidaysTableProps) {
  return (
    <Table striped withTableBorder aria-label="Holidays" maw={640}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Day</Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {holidays.map((holiday) => (
          <Table.Tr key={holiday.date}>
            <Table.Td>{formatDay(holiday.date)}</Table.Td>
            <Table.Td>{formatDay(holiday.date, 'weekday')}</Table.Td>
            <Table.Td>{holiday.name || '—'}</Table.Td>
            <Table.Td ta="right">
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={`Remove ${formatDay(holiday.date)}`}
                disabled={saving}
                onClick={() => onRemove(holiday.date)}
              >
                Remove
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
