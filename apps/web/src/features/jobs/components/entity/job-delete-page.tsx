import { jobMessages } from '@herald/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx'
import { deleteJob } from '../../api/job-actions.ts'
import { jobQuery } from '../../api/get-job.ts'
import { jobKeys } from '../../api/job-keys.ts'
import { useJobIdParam } from '../job-load-state.tsx'
import { entityTitle } from './entity-title.ts'
import { useGoBack } from './use-go-back.ts'

export const GENERIC_DELETE_QUESTION = 'Are you sure you want to delete this UserJobs?'

/** /user-jobs/:id/delete: the generic delete dialog, titled with the job's name; either answer goes back one page. */
export function JobDeletePage() {
  const id = useJobIdParam()
  const job = useQuery({ ...jobQuery(id ?? 0), enabled: id !== null })
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
      title={entityTitle(jobMessages.deleteTitle, job.data?.name)}
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
