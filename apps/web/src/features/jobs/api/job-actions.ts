import { jobsApi, type JobRunView, type UserJob } from '@herald/contracts'
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

/** Queues a run now. The call carries its own Idempotency-Key, so a retried request never queues a second run. */
export function runJob(id: number): Promise<JobRunView> {
  return callEndpoint(jobsApi.runNow, { params: { id }, toast: false })
}

/** Cancels the job's queued and running runs; resolves to how many were cancelled. */
export async function stopJobRuns(id: number): Promise<number> {
  return (await callEndpoint(jobsApi.stop, { params: { id } })).cancelled
}
