import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { RowPreviewModal } from './row-preview-modal.tsx'
import { useRowPreview, type PreviewedRow } from './use-row-preview.ts'

/** Opens a row's preview; null outside a job's step 2 (the grid then has no Preview column). */
const PreviewRowContext = createContext<((row: PreviewedRow) => void) | null>(null)

export function usePreviewRow(): ((row: PreviewedRow) => void) | null {
  return useContext(PreviewRowContext)
}

/**
 * Gives the filter grid its Preview action (ADR 0043): the row — saved or just typed — is rendered by the
 * server as the run would render it; a PDF is shown in a dialog from a blob URL, a PPTX is downloaded.
 */
export function PreviewRowProvider({ jobId, children }: { jobId: number; children: ReactNode }) {
  const { state, open, close } = useRowPreview(jobId)
  const value = useMemo(() => open, [open])
  return (
    <PreviewRowContext.Provider value={value}>
      {children}
      <RowPreviewModal state={state} onClose={close} />
    </PreviewRowContext.Provider>
  )
}
