import { jobMessages } from '@herald/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx'
import { deleteJob } from '../../api/job-actions.ts'
import { jobKeys } from '../../api/job-keys.ts'
import { useJobIdParam } from '../job-load-state.tsx'
import { useGoBack } from './use-go-back.ts'

export const GENERIC_DELETE_QUESTION = 'Are you sure you want to delete this UserJobs?'

/** /user-jobs/:id/delete: the generic delete dialog; either answer goes back one page. */
export function JobDeletePage() {
  const id = useJobIdParam()
  const queryClient = useQueryClient()
  const goBack = useGoBack()
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    if (id === null) return goBack()
    setBusy(true)
    try {
      await deleteJob(id)
      queryClient.removeQueries({ queryKey: jobKeys.detail(id) })
      await queryClient.invalidateQueries({ queryKey: jobKeys.all })
      goBack()
    } catch {
      setBusy(false) // the API client has shown why
    }
  }

  return (
    <ConfirmDialog
      opened
      title={jobMessages.deleteTitle}
      cancelLabel="Cancel"
      confirmLabel="Delete"
      confirmColor="red"
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={goBack}
    >
      {GENERIC_DELETE_QUESTION}
    </ConfirmDialog>
  )
}
