import { historyMessages } from '@herald/contracts'
import type { FastifyReply } from 'fastify'
import { storedAttachments } from '../../platform/documents/stored-attachments.ts'
import { AppError, notFound } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import type { HistoryDeps } from './history-deps.ts'
import { requireOwnedFile } from './owned-file.ts'

/** Sends one of the owner's generated files (at most 40 MB) as an attachment under its (already sanitized) name. */
export async function downloadFile(
  deps: Pick<HistoryDeps, 'db' | 'files'>,
  principal: Principal,
  fileId: number,
  kind: 'pdf' | 'pptx' | 'xlsx',
  reply: FastifyReply,
) {
  const file = await requireOwnedFile(deps.db, principal, fileId)
  const attachment = storedAttachments(file).find((a) => a.kind.toLowerCase() === kind)
  if (!attachment) throw notFound()
  if (file.filesExpiredAt) throw new AppError(410, historyMessages.fileExpiredDownload)
  return reply
    .header('content-type', attachment.contentType)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(attachment.name)}`)
    .header('cache-control', 'private, no-store')
    .send(await deps.files.get(attachment.storedId))
}
