import { MAX_FILTERS_PER_ROW, type FilterRow } from '@herald/contracts'
import { Button, FileButton, Group, Slider, Stack, Text } from '@mantine/core'
import {
  IconColumnInsertRight,
  IconDownload,
  IconFilterPlus,
  IconPlus,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react'
import { useEffect, useId, useRef, useState } from 'react'
import { downloadTemplate } from '../../../lib/slicers-template.ts'
import { parseUploadFile } from '../../../lib/upload-file.ts'
import { UPLOAD_ACCEPT } from '../../../lib/upload-kind.ts'
import { uploadMessages } from '../../../lib/upload-messages.ts'
import type { UploadFailure } from './upload-problems.tsx'
import { hideUploadToast, notifyUpload } from './upload-toast.ts'

export const GRID_HEIGHT = { min: 120, max: 400, initial: 280 } as const

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
  const [uploading, setUploading] = useState(false)
  const resetFile = useRef<() => void>(null)
  const limitId = useId()
  // The toast belongs to this step: leaving it takes the toast away.
  useEffect(() => hideUploadToast, [])

  const upload = async (file: File | null) => {
    if (!file) return
    setUploading(true)
    try {
      const outcome = await parseUploadFile(file)
      if (!outcome.ok) {
        onUploadFailed(outcome)
        return notifyUpload(false, outcome.message)
      }
      onUploaded(outcome.rows, outcome.message)
    } finally {
      setUploading(false)
      resetFile.current?.()
    }
  }

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
        <FileButton onChange={(file) => void upload(file)} accept={UPLOAD_ACCEPT} resetRef={resetFile}>
          {(picker) => (
            <Button
              {...picker}
              variant="default"
              size="xs"
              leftSection={<IconUpload size={14} />}
              loading={uploading}
              aria-describedby={limitId}
            >
              Upload File
            </Button>
          )}
        </FileButton>
        <Text id={limitId} size="xs" c="dimmed">
          {uploadMessages.limit}
        </Text>
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
      <Stack gap={2} w={180}>
        <Text size="xs" c="dimmed">
          Grid height
        </Text>
        <Slider
          min={GRID_HEIGHT.min}
          max={GRID_HEIGHT.max}
          step={10}
          value={height}
          onChange={onHeightChange}
          label={(value) => `${value} px`}
          thumbLabel="Grid height"
          size="sm"
        />
      </Stack>
    </Group>
  )
}
