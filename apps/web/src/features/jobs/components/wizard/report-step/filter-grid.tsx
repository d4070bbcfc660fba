import { addFilterPair, blankRowFor, type GridRow } from '../../../lib/grid-rows.ts'
import { Stack } from '@mantine/core'
import { useId, useState } from 'react'
import { usePreviewRow } from '../../safe-sending/preview-row.tsx'
import { usePhoneLayout } from '../../../../../lib/use-phone-layout.ts'
import { FilterGridPages } from './filter-grid-pages.tsx'
import { FilterGridTable } from './filter-grid-table.tsx'
import { FilterRowForm } from './filter-row-form.tsx'
import { FilterValueList } from './filter-value-list.tsx'
import { FilterGridToolbar } from './filter-grid-toolbar.tsx'
import { GRID_HEIGHT } from './grid-height-slider.tsx'
import { RowProblems } from './row-problems.tsx'
import { UploadProblems } from './upload-problems.tsx'
import { useColumnNaming } from './use-column-naming.tsx'
import { useFilterGrid, useGridShape } from './use-filter-grid.ts'
import type { RowsChange } from './use-report-draft.ts'

interface FilterGridProps {
  rows: GridRow[]
  problems: readonly string[]
  showErrors: boolean
  /** Suggestions for Filter Value, read from the report. */
  valueOptions: readonly string[]
  onRowsChange: (change: RowsChange) => void
}

/** Manual Input: the editable rows, each a file with its own To, CC and BCC. */
export function FilterGrid({ rows, problems, showErrors, valueOptions, onRowsChange }: FilterGridProps) {
  const grid = useFilterGrid(rows, onRowsChange)
  const shape = useGridShape(rows)
  const naming = useColumnNaming(shape.columns, onRowsChange)
  const [height, setHeight] = useState<number>(GRID_HEIGHT.initial)
  const valueListId = useId()
  const preview = usePreviewRow()
  const phone = usePhoneLayout()
  const validate = (key: string) => showErrors || grid.left.has(key)
  return (
    <Stack gap="xs">
      <FilterGridToolbar
        selectedCount={grid.selected.size}
        columns={shape.columns}
        filters={shape.filters}
        onAddColumn={naming.add}
        onAddFilter={() => onRowsChange((all) => addFilterPair(all.length === 0 ? [blankRowFor(all)] : all))}
        height={height}
        onHeightChange={setHeight}
        onAdd={grid.addRow}
        onDeleteSelected={grid.deleteSelected}
        onUploaded={grid.upload.offer}
        onUploadFailed={grid.setUploadFailure}
      />
      <UploadProblems failure={grid.uploadFailure} onClose={() => grid.setUploadFailure(null)} />
      {phone ? (
        <FilterRowForm
          rows={rows}
          {...shape}
          validate={validate}
          valueListId={valueListId}
          onEdit={grid.edit}
          onLeave={grid.leave}
          onRemove={grid.remove}
        />
      ) : null}
      <FilterGridTable
        {...{ rows, grid, shape, validate, valueListId, height }}
        onPreview={preview}
        hidden={phone}
        onRename={naming.rename}
        onRowsChange={onRowsChange}
      />
      <FilterValueList id={valueListId} values={valueOptions} />
      <FilterGridPages
        rowCount={rows.length}
        start={grid.start}
        pageCount={grid.pageCount}
        current={grid.current}
        onPageChange={grid.setPage}
      />
      <RowProblems problems={problems} />
      {grid.upload.dialog}
      {naming.dialog}
    </Stack>
  )
}
