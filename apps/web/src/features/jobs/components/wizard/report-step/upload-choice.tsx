import { MAX_FILTER_ROWS, type FilterRow } from '@herald/contracts'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useSession } from '../../../../../lib/session.ts'
import { hasOwnRows, keptRowCount, type GridRow } from '../../../lib/grid-rows.ts'
import { uploadMessages } from '../../../lib/upload-messages.ts'
import { notifyUpload } from './upload-toast.ts'

export const uploadChoiceTexts = {
  title: 'Replace or append?',
  question: (inGrid: number, uploaded: number) =>
    `The grid has ${inGrid.toLocaleString('en-US')} row(s). Replace them with the file's ${uploaded.toLocaleString('en-US')} row(s), or add the file's rows after them?`,
  replace: 'Replace',
  append: 'Append',
  cancel: 'Cancel',
} as const

interface Uploaded {
  rows: FilterRow[]
  message: string
}

interface UploadChoiceActions {
  replace: (rows: FilterRow[]) => void
  append: (rows: FilterRow[]) => void
  /** The append would pass the row limit: nothing is taken. */
  refuse: (message: string) => void
}

/**
 * What an upload does to the grid (ADR 0053): with no rows in it (or only the row a new task starts with), the
 * file's rows fill it; otherwise the user chooses to replace the rows or to append the file's (within the row
 * limit) — or neither.
 */
export function useUploadChoice(rows: readonly GridRow[], actions: UploadChoiceActions) {
  const [pending, setPending] = useState<Uploaded | null>(null)
  const inGrid = keptRowCount(rows)
  const asks = hasOwnRows(rows, useSession().account?.email)

  const take = (upload: Uploaded, how: 'replace' | 'append') => {
    setPending(null)
    if (how === 'append' && inGrid + upload.rows.length > MAX_FILTER_ROWS) {
      const message = uploadMessages.tooManyWithGrid(upload.rows.length, inGrid)
      actions.refuse(message)
      return notifyUpload(false, message)
    }
    actions[how](upload.rows)
    notifyUpload(true, upload.message)
  }
  const offer = (uploaded: FilterRow[], message: string) => {
    const upload = { rows: uploaded, message }
    if (!asks) take(upload, 'replace')
    else setPending(upload)
  }

  const dialog = (
    <Modal
      opened={pending !== null}
      onClose={() => setPending(null)}
      title={uploadChoiceTexts.title}
      centered
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <Text>{pending ? uploadChoiceTexts.question(inGrid, pending.rows.length) : ''}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setPending(null)} data-autofocus>
            {uploadChoiceTexts.cancel}
          </Button>
          <Button variant="light" onClick={() => pending && take(pending, 'append')}>
            {uploadChoiceTexts.append}
          </Button>
          <Button onClick={() => pending && take(pending, 'replace')}>{uploadChoiceTexts.replace}</Button>
        </Group>
      </Stack>
    </Modal>
  )
  return { offer, dialog }
}
