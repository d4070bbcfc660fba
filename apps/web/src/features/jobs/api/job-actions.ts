import { jobsApi, type RunNowResult, type UserJob } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

export function deleteJob(id: number): Promise<unknown> {
  return callEndpoint(jobsApi.remove, { params: { id } })
}

export function cloneJob(id: number): Promise<UserJob> {
  return callEndpoint(jobsApi.clone, { params: { id } })
}

/** Activates or pauses a job. */
export function setJobActive(id: number, active: boolean): Promise<UserJob> {
  return callEndpoint(active ? jobsApi.activate : jobsApi.pause, { params: { id } })
}

/**
 * Queues a run now. The call carries its own Idempotency-Key, so a retried request never queues a second run.
 * The answer says whether the run took the place of the job's first scheduled run, and the next run now.
 */
export function runJob(id: number): Promise<RunNowResult> {
  return callEndpoint(jobsApi.runNow, { params: { id }, toast: false })
}

/** Cancels the job's queued and running runs; resolves to how many were cancelled. */
export async function stopJobRuns(id: number): Promise<number> {
  return (await callEndpoint(jobsApi.stop, { params: { id } })).cancelled
}
