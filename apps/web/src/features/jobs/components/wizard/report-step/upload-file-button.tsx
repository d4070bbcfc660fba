import type { FilterRow } from '@herald/contracts'
import { Button, FileButton, Text } from '@mantine/core'
import { IconUpload } from '@tabler/icons-react'
import { useEffect, useId, useRef, useState } from 'react'
import { parseUploadFile } from '../../../lib/upload-file.ts'
import { UPLOAD_ACCEPT } from '../../../lib/upload-kind.ts'
import { uploadMessages } from '../../../lib/upload-messages.ts'
import type { UploadFailure } from './upload-problems.tsx'
import { hideUploadToast, notifyUpload } from './upload-toast.ts'

interface UploadFileButtonProps {
  /** A file's rows, read and checked; the grid takes them (replacing or appending) and says so. */
  onUploaded: (rows: FilterRow[], message: string) => void
  /** The grid lists the problems beside it; the toast only announces them. */
  onUploadFailed: (failure: UploadFailure) => void
}

/** Upload File, with the upload's limits beside it: the file is read and checked, then handed on. */
export function UploadFileButton({ onUploaded, onUploadFailed }: UploadFileButtonProps) {
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
    <>
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
    </>
  )
}
