import { endpointPath, historyApi } from '@herald/contracts'
import type { Executor } from '../../db/client.ts'

/** Days a link handed to Teams or a webhook works. */
export const DESTINATION_LINK_DAYS = 7

/**
 * The link to a generated file that Teams cards and webhook events carry (they cannot carry the file).
 * The one seam for secure links (ADR 0048): until modules/secure-links answers `issueSecureLink`, this is
 * Herald's own download address, which asks the job's owner to sign in; the switch is this function only.
 */
export async function destinationFileLink(
  _executor: Executor,
  deps: { publicUrl: string; clock: () => Date },
  file: { id: number; documentKind: string | null },
): Promise<{ url: string; expiresAt: Date } | undefined> {
  if (file.documentKind !== 'PDF' && file.documentKind !== 'PPTX') return undefined
  const kind = file.documentKind === 'PDF' ? 'pdf' : 'pptx'
  const path = endpointPath(historyApi.downloadFile, { params: { fileId: file.id, kind } })
  return {
    url: new URL(path, deps.publicUrl).toString(),
    expiresAt: new Date(deps.clock().getTime() + DESTINATION_LINK_DAYS * 24 * 3600 * 1000),
  }
}
