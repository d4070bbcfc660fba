import type { PreviewRowBody } from '@herald/contracts'
import { Alert, Loader, Modal, Stack, Text } from '@mantine/core'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { errorText } from '../../../../lib/api-error.ts'
import { notifySuccess } from '../../../../lib/notify.ts'
import { previewRow } from '../../api/preview-row.ts'
import { safeSendingTexts } from '../../lib/delivery-plan-text.ts'

type Row = Pick<PreviewRowBody, 'filterName' | 'filterValue'>
type PreviewState =
  | { kind: 'idle' }
  | { kind: 'loading'; row: Row }
  | { kind: 'shown'; row: Row; url: string; fileName: string }
  | { kind: 'failed'; row: Row; message: string }

/** Opens a row's preview; null outside a job's step 2 (the grid then has no Preview column). */
const PreviewRowContext = createContext<((row: Row) => void) | null>(null)

export function usePreviewRow(): ((row: Row) => void) | null {
  return useContext(PreviewRowContext)
}

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
 * Gives the filter grid its Preview action (ADR 0043): the row — saved or just typed — is rendered by the
 * server as the run would render it; a PDF is shown in a dialog from a blob URL, a PPTX is downloaded.
 */
export function PreviewRowProvider({ jobId, children }: { jobId: number; children: ReactNode }) {
  const [state, setState] = useState<PreviewState>({ kind: 'idle' })
  const open = useCallback(
    (row: Row) => {
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
  const value = useMemo(() => open, [open])

  return (
    <PreviewRowContext.Provider value={value}>
      {children}
      <Modal
        opened={state.kind !== 'idle'}
        onClose={() => setState({ kind: 'idle' })}
        size="90%"
        title={
          state.kind === 'idle'
            ? ''
            : safeSendingTexts.previewTitle(state.row.filterName, state.row.filterValue)
        }
      >
        {state.kind === 'loading' ? (
          <Stack align="center" py="xl" gap="sm">
            <Loader />
            <Text c="dimmed">{safeSendingTexts.previewLoading}</Text>
          </Stack>
        ) : null}
        {state.kind === 'failed' ? (
          <Alert color="red" variant="light" role="alert">
            {state.message}
          </Alert>
        ) : null}
        {state.kind === 'shown' ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {`${state.fileName} · ${safeSendingTexts.previewNote}`}
            </Text>
            <iframe
              title={`Preview of ${state.fileName}`}
              src={state.url}
              style={{
                width: '100%',
                height: '70vh',
                border: '1px solid var(--mantine-color-default-border)',
              }}
            />
          </Stack>
        ) : null}
      </Modal>
    </PreviewRowContext.Provider>
  )
}
