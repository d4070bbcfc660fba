import { isApiError } from '../../../lib/api-error.ts'

/** Spec §8 "Jobs": what a failed step-1 save says. Texts only the web app shows. */
export const jobSaveMessages = {
  failed: (reason: string) => `Failed to save job: ${reason}`,
  serverError: (status: number) => `Server error (${status})`,
  network: 'Network error. Please check your connection and try again.',
  unexpected: 'An unexpected error occurred while saving the job.',
  noData: 'No data received from server',
  invalidId: 'Invalid job ID received from server',
  stillLoading: 'Job is still loading. Please wait a moment and try again.',
} as const

/** A save that reached the server but returned something unusable. */
export class SaveJobError extends Error {
  override name = 'SaveJobError'
}

/**
 * The toast for a save the server refused or never received (spec §8): the network text, or `failed` with the
 * server's reason (its status when it gave none). Undefined for an error that is not the server's answer.
 */
export function saveRefusalText(error: unknown, failed: (reason: string) => string): string | undefined {
  if (!isApiError(error)) return undefined
  if (error.status === null || error.status === 0) return jobSaveMessages.network
  return failed(
    error.body?.message?.trim() || error.body?.detail?.trim() || jobSaveMessages.serverError(error.status),
  )
}

/** The toast for a failed save, rule by rule from spec §8. */
export function saveJobErrorText(error: unknown): string {
  const refusal = saveRefusalText(error, jobSaveMessages.failed)
  if (refusal !== undefined) return refusal
  if (error instanceof SaveJobError) return error.message
  return jobSaveMessages.unexpected
}
