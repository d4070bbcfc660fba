import { isApiError } from '../../../lib/api-error.ts'

/** Spec §8 "Jobs" and "Sender": what step 3 says when a call fails. Texts only the web app shows. */
export const emailStepMessages = {
  failed: (reason: string) => `Failed to save email config: ${reason}`,
  fallback: 'Failed to save email configuration',
  verifyFailed: 'Failed to verify email',
} as const

export type EmailConfigField = 'fromEmail' | 'emailTitle' | 'emailBody'
const FIELDS = new Set<string>(['fromEmail', 'emailTitle', 'emailBody'])

/** The toast for a failed save: the server's message or detail, else what went wrong on the way. */
export function saveEmailConfigErrorText(error: unknown): string {
  if (!isApiError(error)) return emailStepMessages.fallback
  const unreachable = error.status === null || error.status === 0
  const reason =
    error.body?.message?.trim() || error.body?.detail?.trim() || (unreachable ? error.message : '')
  return reason ? emailStepMessages.failed(reason) : emailStepMessages.fallback
}

/** A 400's field errors that belong to step 3's fields. */
export function emailConfigFieldErrors(error: unknown): [EmailConfigField, string][] {
  if (!isApiError(error) || error.status !== 400) return []
  return (error.body?.fieldErrors ?? []).flatMap(({ field, message }) =>
    FIELDS.has(field) ? [[field as EmailConfigField, message] as [EmailConfigField, string]] : [],
  )
}
