import type { AccountHoliday } from '@herald/contracts'
import { Button, Table } from '@mantine/core'
import { TableHeader } from '../../../../components/table-header.tsx'
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
      <TableHeader columns={['Date', 'Day', 'Name', '']} />
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
