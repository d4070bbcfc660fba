import { jobMessages, type UserJob } from '@herald/contracts'
import { notifications } from '@mantine/notifications'
import { useCallback } from 'react'
import { toastApiError } from '../../../../lib/api-client.ts'
import { isApiError } from '../../../../lib/api-error.ts'
import { notifySuccess, TOAST_LONG_MS } from '../../../../lib/notify.ts'
import { runJob } from '../../api/job-actions.ts'
import { runNowText, runQueuedText } from '../../lib/run-now-text.ts'
import type { JobAction } from './job-row-actions.tsx'

interface RunJobDeps {
  track: (action: JobAction, job: UserJob, work: () => Promise<void>) => Promise<void>
  refreshLists: () => Promise<void>
  /** An expired trial or an inactive job answers with its dialog. */
  showDialog: (dialog: { kind: 'trialExpired' | 'inactive'; job: UserJob }) => void
}

/** Run now: queues a run (or moves a new job's first run to now) and says which. */
export function useRunJob({ track, refreshLists, showDialog }: RunJobDeps) {
  return useCallback(
    (job: UserJob) =>
      track('run', job, async () => {
        let run
        try {
          run = await runJob(job.id)
        } catch (error) {
          if (isApiError(error) && error.status === 403 && error.body?.message === jobMessages.trialExpired)
            return showDialog({ kind: 'trialExpired', job })
          if (isApiError(error) && error.status === 409) return showDialog({ kind: 'inactive', job })
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
    [track, refreshLists, showDialog],
  )
}
