import type { HttpAnswer } from '../../platform/net/http-call.ts'
import type { DeliveryOutcome } from '../destination.ts'
import type { DestinationRuntime } from '../destination-runtime.ts'
import { graphCall, jsonOf } from './graph-call.ts'
import { graphOutcome } from './graph-outcome.ts'
import { withToken, type GraphSession } from './graph-token.ts'

/** Times one upload asks the session where it stands after a failed range, before the ledger retries. */
const MAX_RESUMES = 5

export interface UploadTarget {
  driveId: string
  /** The picked folder's item id (`root` for the drive's top). */
  parentId: string
  /** Folders below it ('' or 'East/2026'); Graph creates the missing ones. */
  below: string
  name: string
  bytes: Buffer
}

/** The first byte Graph still expects ("26-" or "26-99"), or undefined when it names none. */
function nextStart(body: Record<string, unknown>): number | undefined {
  const [first] = (body['nextExpectedRanges'] as unknown[] | undefined) ?? []
  const start = typeof first === 'string' ? Number(first.split('-')[0]) : NaN
  return Number.isInteger(start) && start >= 0 ? start : undefined
}

/**
 * One file through a Graph upload session (ADR 0052): createUploadSession on `{parent}:/{path}/{name}:` with
 * conflictBehavior `replace` (a retry after a crash overwrites the same file, never adds a copy), then PUTs of
 * byte ranges (multiples of 320 KiB, Content-Range) to the upload URL, without the Authorization header as
 * Microsoft documents, each 202 naming the next expected range. A failed range (a broken connection, 416, 5xx)
 * asks the session for `nextExpectedRanges` and resumes there; 201 or 200 with the driveItem ends it.
 */
export async function uploadBySession(
  runtime: DestinationRuntime,
  session: GraphSession,
  target: UploadTarget,
  what: string,
): Promise<DeliveryOutcome> {
  const { driveId, parentId, name, bytes } = target
  const path = [...target.below.split('/').filter(Boolean), name].map(encodeURIComponent).join('/')
  const create = await withToken(session, (token) =>
    graphCall(runtime, {
      url: new URL(
        `${runtime.graph.apiUrl}/drives/${encodeURIComponent(driveId)}/items/${encodeURIComponent(parentId)}:/${path}:/createUploadSession`,
      ),
      method: 'POST',
      token,
      json: { item: { '@microsoft.graph.conflictBehavior': 'replace', name } },
    }),
  )
  if (create.status !== 200) return graphOutcome(create, what)
  const created = jsonOf(create)
  if (typeof created['uploadUrl'] !== 'string' || !URL.canParse(created['uploadUrl']))
    return { kind: 'retry', error: 'Microsoft Graph answered an upload session without an upload URL.' }
  const uploadUrl = new URL(created['uploadUrl'])
  const size = bytes.length
  let offset = nextStart(created) ?? 0
  let resumes = 0
  for (;;) {
    const end = Math.min(offset + runtime.graph.chunkBytes, size) - 1
    let answer: HttpAnswer | undefined
    try {
      answer = await graphCall(runtime, {
        url: uploadUrl,
        method: 'PUT',
        bytes: { body: bytes.subarray(offset, end + 1), range: `bytes ${offset}-${end}/${size}` },
      })
    } catch {
      answer = undefined
    }
    if (answer && (answer.status === 200 || answer.status === 201)) {
      const item = jsonOf(answer)
      return { kind: 'sent', detail: `uploaded as ${String(item['webUrl'] ?? item['name'] ?? name)}` }
    }
    if (answer?.status === 202) {
      offset = nextStart(jsonOf(answer)) ?? end + 1
      continue
    }
    const resumable = !answer || answer.status === 416 || answer.status === 429 || answer.status >= 500
    if (!resumable) return graphOutcome(answer!, what)
    if (++resumes > MAX_RESUMES)
      return answer ? graphOutcome(answer, what) : { kind: 'retry', error: 'The upload kept breaking off.' }
    const status = await graphCall(runtime, { url: uploadUrl, method: 'GET' }).catch(() => undefined)
    const resumeAt = status?.status === 200 ? nextStart(jsonOf(status)) : undefined
    if (resumeAt === undefined) {
      // The session is gone: after the last range, because the file is complete (or it expired).
      const lastRange = end === size - 1
      return lastRange && !answer
        ? { kind: 'unknown', error: 'The last range of the upload got no answer; the file may be complete.' }
        : { kind: 'retry', error: 'The upload session ended before the file was complete.' }
    }
    offset = resumeAt
  }
}
