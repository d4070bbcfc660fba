import { type SecureLinkView } from '@herald/contracts'
import { notFound } from '../../platform/http/errors.ts'
import { recordAuditEvent } from '../audit/index.ts'
import type { Principal } from '../auth/index.ts'
import { listFileLinks, revokeLink, type FileLinkRow } from './secure-links.queries.ts'
import type { SecureLinksDeps } from './secure-links-deps.ts'

export function presentLink(link: FileLinkRow, now: Date): SecureLinkView {
  return {
    id: link.id,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    downloads: link.downloads,
    lastDownloadAt: link.lastDownloadAt?.toISOString() ?? null,
    status: link.revokedAt ? 'REVOKED' : link.expiresAt <= now ? 'EXPIRED' : 'ACTIVE',
  }
}

/** The links of one of the principal's files; 404 for another account's file. */
export async function listLinks(
  deps: Pick<SecureLinksDeps, 'db' | 'clock' | 'requireOwnedFile'>,
  principal: Principal,
  target: { jobId: number; fileId: number },
): Promise<SecureLinkView[]> {
  await deps.requireOwnedFile(deps.db, principal, target.fileId)
  const now = deps.clock()
  const owner = { userId: principal.userId, jobId: target.jobId }
  return (await listFileLinks(deps.db, owner, target.fileId)).map((link) => presentLink(link, now))
}

/** Revokes one of the principal's links: from now on it answers 410. 404 when it is not theirs. */
export async function revokeSecureLink(
  deps: Pick<SecureLinksDeps, 'db' | 'clock' | 'requireOwnedFile'>,
  principal: Principal,
  target: { jobId: number; fileId: number; linkId: number },
): Promise<void> {
  await deps.requireOwnedFile(deps.db, principal, target.fileId)
  await deps.db.transaction(async (tx) => {
    const owner = { userId: principal.userId, jobId: target.jobId }
    const revoked = await revokeLink(tx, owner, target, deps.clock())
    if (!revoked) throw notFound()
    await recordAuditEvent(tx, {
      principal: principal.email,
      type: 'SECURE_LINK_REVOKED',
      data: { linkId: String(target.linkId), fileId: String(target.fileId) },
    })
  })
}
