import { Checkbox, Switch, Table, TextInput } from '@mantine/core'
import { memo } from 'react'
import { FILTER_COLUMNS, type FilterField } from '../../../lib/filter-columns.ts'
import { cellProblems, type GridRow } from '../../../lib/grid-rows.ts'

const PLACEHOLDERS: Record<FilterField, string> = {
  filterName: 'Table/Column',
  filterValue: 'Value',
  toEmail: 'name@example.com',
  ccEmail: 'Optional',
  bccEmail: 'Optional',
}

interface FilterGridRowProps {
  row: GridRow
  /** 1-based, across pages: the n of 'Row n: …'. */
  number: number
  selected: boolean
  /** Show the cells' problems (the row was left, or Save & Next was tried). */
  validate: boolean
  firstName: string
  valueListId: string
  onEdit: (key: string, patch: Partial<GridRow>) => void
  onSelect: (key: string, selected: boolean) => void
  onLeave: (key: string) => void
}

/** One editable row of the filter grid; re-renders only when its own props change. */
export const FilterGridRow = memo(function FilterGridRow(props: FilterGridRowProps) {
  const { row, number, selected, validate, firstName, valueListId, onEdit, onSelect, onLeave } = props
  const problems = validate ? cellProblems(row, firstName) : {}
  return (
    <Table.Tr bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
      <Table.Td>
        <Checkbox
          aria-label={`Select row ${number}`}
          checked={selected}
          onChange={(event) => onSelect(row.key, event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td c="dimmed" fz="sm">
        {number}
      </Table.Td>
      {FILTER_COLUMNS.map(({ field, label }) => (
        <Table.Td key={field} style={{ verticalAlign: 'top' }}>
          <TextInput
            size="xs"
            aria-label={`Row ${number} ${label}`}
            placeholder={PLACEHOLDERS[field]}
            value={row[field]}
            list={field === 'filterValue' ? valueListId : undefined}
            autoComplete="off"
            error={problems[field]}
            onChange={(event) => onEdit(row.key, { [field]: event.currentTarget.value })}
            onBlur={() => onLeave(row.key)}
          />
        </Table.Td>
      ))}
      <Table.Td>
        <Switch
          size="sm"
          aria-label={`Row ${number} active`}
          checked={row.isActive}
          onChange={(event) => onEdit(row.key, { isActive: event.currentTarget.checked })}
        />
      </Table.Td>
    </Table.Tr>
  )
})
