import { Box, Table } from '@mantine/core'
import type { GridRow } from '../../../lib/grid-rows.ts'
import { FilterGridBody } from './filter-grid-body.tsx'
import { FilterGridHead } from './filter-grid-head.tsx'
import type { FilterGridState, GridShape } from './use-filter-grid.ts'
import type { RowsChange } from './use-report-draft.ts'

interface FilterGridTableProps {
  rows: GridRow[]
  grid: FilterGridState
  shape: GridShape
  validate: (key: string) => boolean
  valueListId: string
  onPreview: ((row: { filterName: string; filterValue: string }) => void) | null
  /** On a phone the row form edits the rows; the table stays out of the layout (ADR 0054). */
  hidden: boolean
  height: number
  onRename: (column: string) => void
  onRowsChange: (change: RowsChange) => void
}

/** The grid as a table, scrolling within the height the toolbar sets. */
export function FilterGridTable(props: FilterGridTableProps) {
  const { rows, grid, shape, onPreview, hidden, height, onRename, onRowsChange } = props
  return (
    <Box
      display={hidden ? 'none' : undefined}
      h={height}
      style={{ overflow: 'auto' }}
      bd="1px solid var(--mantine-color-default-border)"
    >
      <Table
        stickyHeader
        miw={1160 + shape.columns.length * 150}
        verticalSpacing={6}
        aria-label="Filters and email recipients"
      >
        <FilterGridHead
          rows={rows}
          selected={grid.selected}
          onSelectedChange={grid.setSelected}
          columns={shape.columns}
          filters={shape.filters}
          preview={onPreview !== null}
          onRename={onRename}
          onRowsChange={onRowsChange}
        />
        <FilterGridBody
          rows={rows}
          grid={grid}
          shape={shape}
          validate={props.validate}
          valueListId={props.valueListId}
          onPreview={onPreview}
        />
      </Table>
    </Box>
  )
}
