import { UserJob, type UserJobInput, type UserJobUpdate } from '@herald/contracts'
import { apiFetch } from '../../../lib/api-client.ts'
import { jobSaveMessages, SaveJobError } from '../lib/save-job-error.ts'

/** The saved job from a save response, or the spec's message for what is missing. */
function savedJob(data: unknown): UserJob {
  if (data === null || typeof data !== 'object') throw new SaveJobError(jobSaveMessages.noData)
  const { id } = data as { id?: unknown }
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) {
    throw new SaveJobError(jobSaveMessages.invalidId)
  }
  return UserJob.parse(data)
}

/** Creates a job (status PROVISIONING, first run 15 minutes later). The caller reports failures. */
export async function createJob(input: UserJobInput): Promise<UserJob> {
  return savedJob(await apiFetch('/api/user-jobs', { method: 'POST', body: input, toast: false }))
}

/** Saves step 1 of an existing job. The caller reports failures. */
export async function updateJob(update: UserJobUpdate): Promise<UserJob> {
  return savedJob(await apiFetch('/api/user-jobs', { method: 'PUT', body: update, toast: false }))
}
