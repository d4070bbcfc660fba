import { Checkbox, Table } from '@mantine/core'
import { FILTER_COLUMNS } from '../../../lib/filter-columns.ts'
import { removeColumn, removeFilterPair, type GridRow } from '../../../lib/grid-rows.ts'
import { FilterPairHeaders, OwnColumnHeader } from './own-column-header.tsx'
import type { RowsChange } from './use-report-draft.ts'

interface FilterGridHeadProps {
  rows: readonly GridRow[]
  selected: ReadonlySet<string>
  onSelectedChange: (keys: ReadonlySet<string>) => void
  columns: readonly string[]
  filters: number
  preview: boolean
  onRename: (column: string) => void
  onRowsChange: (change: RowsChange) => void
}

/** The grid's header: Select all, the standard columns, extra filter pairs, own columns, then the switches. */
export function FilterGridHead(props: FilterGridHeadProps) {
  const { rows, selected, onSelectedChange, columns, filters, preview, onRename, onRowsChange } = props
  const allSelected = rows.length > 0 && selected.size === rows.length
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th w={40}>
          <Checkbox
            aria-label="Select all rows"
            checked={allSelected}
            indeterminate={selected.size > 0 && !allSelected}
            onChange={() => onSelectedChange(allSelected ? new Set() : new Set(rows.map((row) => row.key)))}
          />
        </Table.Th>
        <Table.Th w={48}>#</Table.Th>
        {FILTER_COLUMNS.map(({ field, label }) => (
          <Table.Th key={field} miw={field === 'toEmail' ? 200 : 150}>
            {label}
          </Table.Th>
        ))}
        {Array.from({ length: filters - 1 }, (_, index) => (
          <FilterPairHeaders
            key={`filter-${index}`}
            number={index + 2}
            onRemove={() => onRowsChange((all) => removeFilterPair(all, index))}
          />
        ))}
        {columns.map((name) => (
          <OwnColumnHeader
            key={`own-${name}`}
            name={name}
            onRename={onRename}
            onRemove={(column) => onRowsChange((all) => removeColumn(all, column))}
          />
        ))}
        <Table.Th w={96}>Format</Table.Th>
        <Table.Th w={96}>Attach Excel</Table.Th>
        <Table.Th w={72}>Active</Table.Th>
        {preview ? <Table.Th w={72}>Preview</Table.Th> : null}
      </Table.Tr>
    </Table.Thead>
  )
}
