import type { UserJob } from '@herald/contracts'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { notifyInfo, notifySuccess, TOAST_LONG_MS } from '../../../../lib/notify.ts'
import { cloneJob, deleteJob, stopJobRuns } from '../../api/job-actions.ts'
import { jobKeys } from '../../api/job-keys.ts'
import { clonedText } from '../../lib/run-now-text.ts'
import type { JobAction } from './job-row-actions.tsx'
import { usePendingActions } from './use-pending-actions.ts'
import { useRunJob } from './use-run-job.ts'

export type JobDialog = {
  kind: 'delete' | 'cancelRuns' | 'trialExpired' | 'inactive' | 'testSend'
  job: UserJob
}

export function cancelledText(count: number): string {
  if (count === 0) return 'There were no active runs to cancel.'
  return count === 1 ? '1 job run cancelled.' : `${count} job runs cancelled.`
}

/** What the row buttons and the list's dialogs do, and which of them is waiting for the server. */
export function useRowActions(trialExpired: boolean) {
  const queryClient = useQueryClient()
  const [dialog, setDialog] = useState<JobDialog | null>(null)
  const { track, busy, waits } = usePendingActions()
  const refreshLists = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: jobKeys.all })
  }, [queryClient])
  const run = useRunJob({ track, refreshLists, showDialog: setDialog })

  const onAction = useCallback(
    (action: JobAction, job: UserJob) => {
      if (action === 'delete' || action === 'cancelRuns' || action === 'testSend')
        return setDialog({ kind: action, job })
      if (action === 'clone')
        return void track('clone', job, async () => {
          const clone = await cloneJob(job.id)
          notifications.show({ color: 'yellow', message: clonedText(clone), autoClose: TOAST_LONG_MS })
          await refreshLists()
        })
      if (trialExpired) return setDialog({ kind: 'trialExpired', job })
      if (!job.isActive) return setDialog({ kind: 'inactive', job })
      void run(job)
    },
    [trialExpired, track, run, refreshLists],
  )

  /** The affirmative button of the delete or cancel-runs dialog. */
  const confirm = useCallback(async () => {
    if (!dialog) return
    const { kind, job } = dialog
    if (kind === 'delete') {
      await track('delete', job, async () => {
        await deleteJob(job.id)
        queryClient.removeQueries({ queryKey: jobKeys.detail(job.id) })
        await refreshLists()
      })
    } else if (kind === 'cancelRuns') {
      await track('cancelRuns', job, async () => {
        const count = await stopJobRuns(job.id)
        if (count === 0) notifyInfo(cancelledText(count))
        else notifySuccess(cancelledText(count))
        await refreshLists()
      })
    }
    setDialog(null)
  }, [dialog, track, queryClient, refreshLists])

  const dialogBusy = dialog !== null && waits(dialog.kind, dialog.job)
  return { dialog, dialogBusy, busy, onAction, confirm, closeDialog: () => setDialog(null) }
}
