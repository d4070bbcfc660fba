import { MAX_FILTERS_PER_ROW, type FilterRow } from '@herald/contracts'
import { Button, Group } from '@mantine/core'
import { IconColumnInsertRight, IconDownload, IconFilterPlus, IconPlus, IconTrash } from '@tabler/icons-react'
import { downloadTemplate } from '../../../lib/slicers-template.ts'
import { GridHeightSlider } from './grid-height-slider.tsx'
import { UploadFileButton } from './upload-file-button.tsx'
import type { UploadFailure } from './upload-problems.tsx'

interface FilterGridToolbarProps {
  selectedCount: number
  /** The grid's own columns, which the template lists after the standard ones (ADR 0047). */
  columns: readonly string[]
  /** Filter pairs per row (ADR 0046); the template gains Filter Name n / Filter Value n for each. */
  filters: number
  onAddColumn: () => void
  onAddFilter: () => void
  height: number
  onHeightChange: (height: number) => void
  onAdd: () => void
  onDeleteSelected: () => void
  /** A file's rows, read and checked; the grid takes them (replacing or appending) and says so. */
  onUploaded: (rows: FilterRow[], message: string) => void
  /** The grid lists the problems beside it; the toast only announces them. */
  onUploadFailed: (failure: UploadFailure) => void
}

/** Download Template, Upload File, Add row, Delete Selected, and the grid's height. */
export function FilterGridToolbar(props: FilterGridToolbarProps) {
  const { selectedCount, columns, height, onHeightChange, onAdd, onAddColumn, onDeleteSelected } = props
  const { onUploaded, onUploadFailed, filters, onAddFilter } = props
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} />}
          onClick={() => downloadTemplate(columns, filters)}
        >
          Download Template
        </Button>
        <UploadFileButton onUploaded={onUploaded} onUploadFailed={onUploadFailed} />
        <Button variant="default" size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
          Add row
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconFilterPlus size={14} />}
          disabled={filters >= MAX_FILTERS_PER_ROW}
          onClick={onAddFilter}
        >
          Add filter
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconColumnInsertRight size={14} />}
          onClick={onAddColumn}
        >
          Add column
        </Button>
        <Button
          variant="default"
          size="xs"
          color="red"
          leftSection={<IconTrash size={14} />}
          disabled={selectedCount === 0}
          onClick={onDeleteSelected}
        >
          Delete Selected
        </Button>
      </Group>
      <GridHeightSlider height={height} onChange={onHeightChange} />
    </Group>
  )
}
