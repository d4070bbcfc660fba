import { JobRunView, UserJob } from '@herald/contracts'
import { z } from 'zod/mini'
import { apiFetch } from '../../../lib/api-client.ts'
import { idempotencyKey } from '../../../lib/idempotency-key.ts'

const StopResult = z.object({ cancelled: z.number() })

export function deleteJob(id: number): Promise<unknown> {
  return apiFetch(`/api/user-jobs/${id}`, { method: 'DELETE' })
}

export function cloneJob(id: number): Promise<UserJob> {
  return apiFetch(`/api/user-jobs/clone/${id}`, { method: 'POST' }, UserJob)
}

/** Activates or pauses a job. */
export function setJobActive(id: number, active: boolean): Promise<UserJob> {
  return apiFetch(`/api/user-jobs/${active ? 'activate' : 'pause'}/${id}`, { method: 'POST' }, UserJob)
}

/** Queues a run now. One key per click, so a retried request never queues a second run. */
export function runJob(id: number): Promise<JobRunView> {
  return apiFetch(
    `/api/user-jobs/run/${id}`,
    { method: 'POST', headers: { 'Idempotency-Key': idempotencyKey() }, toast: false },
    JobRunView,
  )
}

/** Cancels the job's queued and running runs; resolves to how many were cancelled. */
export async function stopJobRuns(id: number): Promise<number> {
  return (await apiFetch(`/api/user-jobs/stop/${id}`, { method: 'POST' }, StopResult)).cancelled
}
