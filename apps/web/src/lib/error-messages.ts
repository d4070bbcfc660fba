import type { ErrorBody } from '@herald/contracts'

/** Texts of spec §8 "Global handling of failed calls". */
export const errorTexts = {
  notReachable: 'Server not reachable',
  notFound: 'Not found',
  internal: 'Internal server error. Please try again later.',
  unknown: 'Unknown error!',
  timeout: 'The server did not answer in time. Please try again.',
} as const

const AUTH_REQUIRED_TEXTS = [
  'Full authentication is required to access this resource',
  'error.authentication.required',
]

/** What is known about a failed call. `status: null` means no response at all. */
export interface FailedCall {
  status: number | null
  body: Partial<ErrorBody> | null
  rawBody: string
  errorMessage?: string
}

/** `user.emails[3].address` → `User.emails[].address` (spec §8: 'Error on field "{Field}"'). */
export function fieldLabel(field: string): string {
  const converted = field.replace(/\[\d*\]/g, '[]')
  return converted.charAt(0).toUpperCase() + converted.slice(1)
}

/** Server field errors named after a size constraint read 'Size' (spec §5). */
export function fieldErrorText(message: string): string {
  return ['Min', 'Max', 'DecimalMin', 'DecimalMax'].includes(message) ? 'Size' : message
}

function firstText(...candidates: (string | undefined | null)[]): string | undefined {
  return candidates.find((c): c is string => typeof c === 'string' && c.trim().length > 0)
}

/** The toast texts for a failed call, following spec §8 rule by rule. */
export function errorToastMessages(call: FailedCall): string[] {
  const { status, body, rawBody } = call
  if (status === null) return [firstText(call.errorMessage) ?? errorTexts.unknown]
  if (status === 0) return [errorTexts.notReachable]
  if (status === 400) {
    const fieldErrors = body?.fieldErrors ?? []
    if (fieldErrors.length > 0) return fieldErrors.map((e) => `Error on field "${fieldLabel(e.field)}"`)
    return [firstText(body?.message, body?.detail, rawBody) ?? errorTexts.unknown]
  }
  if (status === 404) return [errorTexts.notFound]
  if (status === 500) return [firstText(body?.message, body?.detail) ?? errorTexts.internal]
  return [firstText(body?.detail, body?.message, rawBody) ?? errorTexts.unknown]
}

export function isAuthRequiredText(text: string): boolean {
  return AUTH_REQUIRED_TEXTS.some((t) => text.includes(t))
}
