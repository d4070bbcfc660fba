import type { ErrorBody } from '@herald/contracts'
import { errorTexts, errorToastMessages, type FailedCall } from './error-messages.ts'

/** A failed API call. `status` is 0 when the server was not reachable, null when no response came. */
export class ApiError extends Error {
  readonly status: number | null
  readonly body: Partial<ErrorBody> | null
  readonly rawBody: string
  /** Set once the global handler has shown a toast for this failure. */
  toasted = false

  constructor(call: FailedCall) {
    super(call.body?.message || errorToastMessages(call)[0])
    this.name = 'ApiError'
    this.status = call.status
    this.body = call.body
    this.rawBody = call.rawBody
  }

  get failedCall(): FailedCall {
    return { status: this.status, body: this.body, rawBody: this.rawBody, errorMessage: this.message }
  }
}

/** An answer that does not have the shape its endpoint declares; `data` is what came. */
export class UnexpectedAnswerError extends Error {
  readonly data: unknown
  constructor(data: unknown, cause: unknown) {
    super('The server answered in an unexpected shape', { cause })
    this.name = 'UnexpectedAnswerError'
    this.data = data
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** What a call answers, or null when the server says the thing is not there (404). */
export async function nullWhenNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null
    throw error
  }
}

/** The message to show inline for a failed call: the server's text, else `fallback`, else the global text. */
export function errorText(error: unknown, fallback?: string): string {
  if (isApiError(error)) {
    if (error.status === null || error.status === 0) return error.message
    return error.body?.message || error.body?.detail || fallback || error.message
  }
  return fallback ?? errorTexts.unknown
}
