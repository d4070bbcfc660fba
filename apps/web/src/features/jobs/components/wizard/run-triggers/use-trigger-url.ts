import type { TriggerUrlResult, UserJob } from '@herald/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { jobKeys } from '../../../api/job-keys.ts'
import { createTriggerUrl, revokeTriggerUrl } from '../../../api/refresh-triggers.ts'

/**
 * Creating (or regenerating) and revoking the job's trigger URL: a new URL is held to be shown once, and the
 * job is read again and handed to `onChanged`.
 */
export function useTriggerUrl(job: UserJob, onChanged: (job: UserJob) => void) {
  const queryClient = useQueryClient()
  const [shown, setShown] = useState<TriggerUrlResult | null>(null)
  const [busy, setBusy] = useState(false)
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: jobKeys.detail(job.id) })
    const fresh = queryClient.getQueryData<UserJob>(jobKeys.detail(job.id))
    if (fresh) onChanged(fresh)
  }
  const busyWhile = async (work: () => Promise<void>) => {
    setBusy(true)
    try {
      await work()
      await reload()
    } finally {
      setBusy(false)
    }
  }
  const create = () => busyWhile(async () => setShown(await createTriggerUrl(job.id)))
  const revoke = () =>
    busyWhile(async () => {
      await revokeTriggerUrl(job.id)
      setShown(null)
    })
  return { shown, busy, create, revoke }
}
