import type { HttpAnswer } from '../../platform/net/http-call.ts'

/** An error answer of the Tableau REST API (reference §4.12): HTTP status, 6-digit code, summary and detail. */
export class TableauApiError extends Error {
  override name = 'TableauApiError'
  readonly status: number
  readonly code: string
  readonly summary: string
  readonly detail: string
  constructor(status: number, code: string, summary: string, detail: string) {
    super(`${summary}${detail ? `: ${detail}` : ''} (${code || status})`)
    this.status = status
    this.code = code
    this.summary = summary
    this.detail = detail
  }
}

const xmlField = (xml: string, pattern: RegExp) => pattern.exec(xml)?.[1]?.trim() ?? ''

/** Reads the error from a JSON or XML body; a body of another shape keeps the HTTP status only. */
export function tableauApiError(answer: HttpAnswer): TableauApiError {
  const text = answer.body.toString('utf8')
  try {
    const parsed = JSON.parse(text) as { error?: { code?: unknown; summary?: unknown; detail?: unknown } }
    if (parsed.error)
      return new TableauApiError(
        answer.status,
        String(parsed.error.code ?? ''),
        String(parsed.error.summary ?? ''),
        String(parsed.error.detail ?? ''),
      )
  } catch {
    // not JSON: XML (Tableau's default) or something else
  }
  return new TableauApiError(
    answer.status,
    xmlField(text, /<error[^>]*\bcode="(\d+)"/),
    xmlField(text, /<summary>([^<]*)<\/summary>/) || `HTTP ${answer.status}`,
    xmlField(text, /<detail>([^<]*)<\/detail>/),
  )
}
