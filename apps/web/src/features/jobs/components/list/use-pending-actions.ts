import type { UserJob } from '@herald/contracts'
import { useCallback, useState } from 'react'
import type { JobAction } from './job-row-actions.tsx'

const TRACKED = ['run', 'cancelRuns', 'delete', 'clone'] as const

/** Which row actions wait for the server, by action and job; a failure has been shown by the API client. */
export function usePendingActions() {
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
  const busy = useCallback(
    (job: UserJob): ReadonlySet<JobAction> => new Set(TRACKED.filter((a) => pending.has(`${a}:${job.id}`))),
    [pending],
  )
  const waits = (action: string, job: UserJob) => pending.has(`${action}:${job.id}`)
  return { track, busy, waits }
}
