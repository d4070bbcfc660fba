import { Table, Text } from '@mantine/core'
import { FILTER_COLUMNS } from '../../../lib/filter-columns.ts'
import type { GridRow } from '../../../lib/grid-rows.ts'
import { reportStepTexts } from '../../../lib/report-step-texts.ts'
import { FilterGridRow } from './filter-grid-row.tsx'
import { GRID_PAGE_SIZE, type FilterGridState, type GridShape } from './use-filter-grid.ts'

interface FilterGridBodyProps {
  rows: readonly GridRow[]
  grid: FilterGridState
  shape: GridShape
  validate: (key: string) => boolean
  valueListId: string
  onPreview: ((row: { filterName: string; filterValue: string }) => void) | null
}

/** The page of rows shown, each an editable row — or, with none, a line saying how to add one. */
export function FilterGridBody({ rows, grid, shape, validate, valueListId, onPreview }: FilterGridBodyProps) {
  const { columns, filters, firstName } = shape
  if (rows.length === 0) {
    const fixedColumns = FILTER_COLUMNS.length + 5 + (onPreview ? 1 : 0)
    return (
      <Table.Tbody>
        <Table.Tr>
          <Table.Td colSpan={fixedColumns + columns.length + (filters - 1) * 2}>
            <Text c="dimmed" ta="center" size="sm" py="md">
              {reportStepTexts.noRows}
            </Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    )
  }
  return (
    <Table.Tbody>
      {rows.slice(grid.start, grid.start + GRID_PAGE_SIZE).map((row, index) => (
        <FilterGridRow
          key={row.key}
          row={row}
          columns={columns}
          filters={filters}
          number={grid.start + index + 1}
          selected={grid.selected.has(row.key)}
          validate={validate(row.key)}
          firstName={firstName}
          valueListId={valueListId}
          onEdit={grid.edit}
          onSelect={grid.select}
          onLeave={grid.leave}
          onPreview={onPreview ?? undefined}
        />
      ))}
    </Table.Tbody>
  )
}
