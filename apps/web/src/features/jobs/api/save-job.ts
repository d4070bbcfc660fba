import { jobsApi, type UserJob, type UserJobInput, type UserJobUpdate } from '@herald/contracts'
import { UnexpectedAnswerError } from '../../../lib/api-error.ts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { jobSaveMessages, SaveJobError } from '../lib/save-job-error.ts'

/** The saved job, or the spec's message for what a save response lacks. */
async function savedJob(save: Promise<UserJob>): Promise<UserJob> {
  try {
    return await save
  } catch (error) {
    if (!(error instanceof UnexpectedAnswerError)) throw error
    const { data } = error
    if (data === null || typeof data !== 'object') throw new SaveJobError(jobSaveMessages.noData)
    const { id } = data as { id?: unknown }
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) {
      throw new SaveJobError(jobSaveMessages.invalidId)
    }
    throw error
  }
}

/** Creates a job (status PROVISIONING, first run 15 minutes later). The caller reports failures. */
export function createJob(input: UserJobInput): Promise<UserJob> {
  return savedJob(callEndpoint(jobsApi.create, { body: input, toast: false }))
}

/** Saves step 1 of an existing job. The caller reports failures. */
export function updateJob(update: UserJobUpdate): Promise<UserJob> {
  return savedJob(callEndpoint(jobsApi.update, { body: update, toast: false }))
}
