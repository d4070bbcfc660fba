import type { PreviewRowBody } from '@herald/contracts'
import { useCallback, useEffect, useState } from 'react'
import { errorText } from '../../../../lib/api-error.ts'
import { notifySuccess } from '../../../../lib/notify.ts'
import { previewRow } from '../../api/preview-row.ts'
import { safeSendingTexts } from '../../lib/delivery-plan-text.ts'

export type PreviewedRow = Pick<PreviewRowBody, 'filterName' | 'filterValue'>
export type PreviewState =
  | { kind: 'idle' }
  | { kind: 'loading'; row: PreviewedRow }
  | { kind: 'shown'; row: PreviewedRow; url: string; fileName: string }
  | { kind: 'failed'; row: PreviewedRow; message: string }

function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/**
 * A row's preview (ADR 0043), rendered by the server as the run would render it: a PDF is held as a blob URL
 * to show (revoked once closed), a PPTX is downloaded; only the latest request's answer is shown.
 */
export function useRowPreview(jobId: number) {
  const [state, setState] = useState<PreviewState>({ kind: 'idle' })
  const open = useCallback(
    (row: PreviewedRow) => {
      setState({ kind: 'loading', row })
      previewRow(jobId, row)
        .then(({ file, fileName, inline }) => {
          if (!inline) {
            saveFile(file, fileName)
            notifySuccess(safeSendingTexts.downloaded(fileName))
            return setState({ kind: 'idle' })
          }
          setState((current) =>
            current.kind === 'loading' && current.row === row
              ? { kind: 'shown', row, url: URL.createObjectURL(file), fileName }
              : current,
          )
        })
        .catch((error: unknown) =>
          setState((current) =>
            current.kind === 'loading' && current.row === row
              ? { kind: 'failed', row, message: errorText(error) }
              : current,
          ),
        )
    },
    [jobId],
  )
  const url = state.kind === 'shown' ? state.url : null
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url])
  return { state, open, close: () => setState({ kind: 'idle' }) }
}
