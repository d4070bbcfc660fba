import { jobMessages, type UserJob } from '@herald/contracts'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { toastApiError } from '../../../../lib/api-client.ts'
import { isApiError } from '../../../../lib/api-error.ts'
import { notifyInfo, notifySuccess, TOAST_LONG_MS } from '../../../../lib/notify.ts'
import { cloneJob, deleteJob, runJob, stopJobRuns } from '../../api/job-actions.ts'
import { jobKeys } from '../../api/job-keys.ts'
import { clonedText, runNowText, runQueuedText } from '../../lib/run-now-text.ts'
import type { JobAction } from './job-row-actions.tsx'

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
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set())

  const track = useCallback(async (action: JobAction, job: UserJob, work: () => Promise<void>) => {
    const key = `${action}:${job.id}`
    setPending((current) => new Set(current).add(key))
    try {
      await work()
    } catch {
      // the API client has shown the failure
    } finally {
      setPending((current) => {
        const next = new Set(current)
        next.delete(key)
        return next
      })
    }
  }, [])

  const refreshLists = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: jobKeys.all })
  }, [queryClient])

  const run = useCallback(
    (job: UserJob) =>
      track('run', job, async () => {
        let run
        try {
          run = await runJob(job.id)
        } catch (error) {
          if (isApiError(error) && error.status === 403 && error.body?.message === jobMessages.trialExpired)
            return setDialog({ kind: 'trialExpired', job })
          if (isApiError(error) && error.status === 409) return setDialog({ kind: 'inactive', job })
          if (isApiError(error)) toastApiError(error)
          throw error
        }
        if (run.firstRunReplaced) {
          notifications.show({
            color: 'green',
            message: runNowText(run, job.timeZone),
            autoClose: TOAST_LONG_MS,
          })
        } else notifySuccess(runQueuedText)
        await refreshLists()
      }),
    [track, refreshLists],
  )

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

  const busy = useCallback(
    (job: UserJob): ReadonlySet<JobAction> =>
      new Set(
        (['run', 'cancelRuns', 'delete', 'clone'] as const).filter((a) => pending.has(`${a}:${job.id}`)),
      ),
    [pending],
  )
  const dialogBusy = dialog !== null && pending.has(`${dialog.kind}:${dialog.job.id}`)

  return { dialog, dialogBusy, busy, onAction, confirm, closeDialog: () => setDialog(null) }
}
