import type { HttpAnswer } from '../../platform/net/http-call.ts'

/** An error answer of the Power BI REST API (reference §2.1): HTTP status, `error.code` and the best message found. */
export class PowerBiApiError extends Error {
  override name = 'PowerBiApiError'
  readonly status: number
  readonly code: string
  readonly detail: string
  constructor(status: number, code: string, detail: string) {
    super(`${code || `HTTP ${status}`}${detail ? `: ${detail}` : ''}`)
    this.status = status
    this.code = code
    this.detail = detail
  }
}

interface ErrorShape {
  error?: {
    code?: unknown
    message?: unknown
    'pbi.error'?: { code?: unknown; details?: { code?: unknown; detail?: { value?: unknown } }[] }
  }
  Message?: unknown
}

/** Reads `{"error":{"code","message"}}`, the richer `pbi.error` form, or the generic `{"Message"}`. */
export function powerBiApiError(answer: HttpAnswer): PowerBiApiError {
  let parsed: ErrorShape = {}
  try {
    parsed = JSON.parse(answer.body.toString('utf8')) as ErrorShape
  } catch {
    // an empty or non-JSON body keeps the status (and the error-info header, below)
  }
  const header = answer.headers['x-ms-powerbi-error-info']
  const code = String(parsed.error?.code ?? parsed.error?.['pbi.error']?.code ?? header ?? '')
  const details = parsed.error?.['pbi.error']?.details ?? []
  const detail =
    details.find((d) => d.code === 'DetailsMessage')?.detail?.value ?? parsed.error?.message ?? parsed.Message
  return new PowerBiApiError(answer.status, code, typeof detail === 'string' ? detail : '')
}

/** Power BI says the access token expired: `TokenExpired` (403 per the troubleshooting page) or any 401. */
export const isTokenExpired = (answer: HttpAnswer): boolean =>
  answer.status === 401 || (answer.status === 403 && powerBiApiError(answer).code === 'TokenExpired')
