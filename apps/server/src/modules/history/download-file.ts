import type { FastifyReply } from 'fastify'
import { notFound } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import type { HistoryDeps } from './history-deps.ts'
import { findOwnedFile } from './history.queries.ts'

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const

/** Sends one of the owner's generated files (at most 40 MB) as an attachment under its (already sanitized) name. */
export async function downloadFile(
  deps: Pick<HistoryDeps, 'db' | 'files'>,
  principal: Principal,
  fileId: number,
  kind: keyof typeof CONTENT_TYPES,
  reply: FastifyReply,
) {
  const file = await findOwnedFile(deps.db, principal.userId, fileId)
  const storedId =
    kind === 'xlsx' ? file?.workbookId : file?.documentKind?.toLowerCase() === kind ? file.documentId : null
  if (!file || !storedId) throw notFound()
  const name = `${file.fileName}.${kind}`
  return reply
    .header('content-type', CONTENT_TYPES[kind])
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'private, no-store')
    .send(await deps.files.get(storedId))
}
