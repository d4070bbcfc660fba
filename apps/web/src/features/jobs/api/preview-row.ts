import { endpointPath, reportConfigApi, type PreviewRowBody } from '@herald/contracts'
import { env } from '../../../config/env.ts'
import { ApiError } from '../../../lib/api-error.ts'

export interface RowPreview {
  file: Blob
  fileName: string
  /** A PDF, shown in the page; anything else is downloaded. */
  inline: boolean
}

/** The name in `Content-Disposition: inline; filename*=UTF-8''…`. */
function fileNameOf(disposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1]
  if (!encoded) return 'preview'
  try {
    return decodeURIComponent(encoded)
  } catch {
    return 'preview'
  }
}

/**
 * Renders one row's file on the server (ADR 0043) and returns it as a Blob: the answer is the file itself,
 * not JSON, so it is fetched here rather than through the JSON client. A refusal is an ApiError with the
 * server's message (the BI tool's reason, the preview limit).
 */
export async function previewRow(
  jobId: number,
  body: Partial<PreviewRowBody>,
  signal?: AbortSignal,
): Promise<RowPreview> {
  const path = endpointPath(reportConfigApi.previewRow, { params: { id: jobId } })
  const response = await fetch(`${env.apiBase}${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/pdf, application/octet-stream, */*' },
    body: JSON.stringify(body),
    signal: signal ?? null,
  })
  if (!response.ok) {
    const raw = await response.text()
    let parsed: unknown = null
    try {
      parsed = JSON.parse(raw)
    } catch {
      // not JSON: the status says enough
    }
    const errorBody = typeof parsed === 'object' && parsed !== null ? (parsed as { message?: string }) : null
    throw new ApiError({ status: response.status, body: errorBody, rawBody: raw })
  }
  const disposition = response.headers.get('content-disposition')
  return {
    file: await response.blob(),
    fileName: fileNameOf(disposition),
    inline: (disposition ?? '').startsWith('inline'),
  }
}
