import type { AuthConfigView } from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { requireOwnedJob } from '../jobs/index.ts'
import type { BiLinksDeps } from './bi-links-deps.ts'
import { findBiLink } from './bi-links.queries.ts'
import { presentLink } from './present-link.ts'

/** `GET /api/auth-config/{jobId}`: the job's link, or 404 when it has none (spec §7). */
export async function getAuthConfig(
  { db }: Pick<BiLinksDeps, 'db'>,
  principal: Principal,
  jobId: number,
): Promise<AuthConfigView> {
  await requireOwnedJob(db, principal, jobId)
  const row = await findBiLink(db, jobId)
  if (!row) throw new AppError(404, 'This job is not linked to a BI account.')
  return presentLink(row)
}
