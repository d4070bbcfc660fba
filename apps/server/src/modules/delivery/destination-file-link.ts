import type { Executor } from '../../db/client.ts'
import { issueSecureLink } from '../secure-links/index.ts'

/** Days a link handed to Teams or a webhook works. */
export const DESTINATION_LINK_DAYS = 7

/**
 * The link to a generated file that Teams cards and webhook events carry (they cannot carry the file): a
 * secure link (ADR 0049) — a fresh token of its own, only its hash stored, expiring after
 * DESTINATION_LINK_DAYS — issued on the delivery's first call for it. The one place destinations make links.
 */
export async function destinationFileLink(
  executor: Executor,
  deps: { publicUrl: string; clock: () => Date },
  file: { id: number; documentId: string | null },
): Promise<{ url: string; expiresAt: Date } | undefined> {
  if (!file.documentId) return undefined
  const { url, expiresAt } = await issueSecureLink(executor, {
    fileId: file.id,
    expiresInDays: DESTINATION_LINK_DAYS,
    now: deps.clock(),
    publicUrl: deps.publicUrl,
  })
  return { url, expiresAt }
}
