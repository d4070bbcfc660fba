import type { TokenStore } from '../../connectors/registry.ts'
import type { BiLinksDeps } from './bi-links-deps.ts'
import { findBiLink, markBiLinkRefused, rotateBiCredentials } from './bi-links.queries.ts'

/**
 * The job's Power BI refresh token, sealed in its link row. Every process reads it afresh before a refresh
 * and stores the rotated one with a compare-and-set on the sealed value, so rotation is atomic.
 */
export function powerBiTokenStore(
  { db, secrets, clock }: Pick<BiLinksDeps, 'db' | 'secrets' | 'clock'>,
  jobId: number,
): TokenStore {
  const sealedOf = new Map<string, string>()
  return {
    jobId,
    async load() {
      const row = await findBiLink(db, jobId)
      if (!row || row.biTool !== 'POWER_BI' || !row.isValid) return undefined
      const token = secrets.open(row.sealedCredentials)
      sealedOf.set(token, row.sealedCredentials)
      return token
    },
    async rotate(used, next) {
      const usedSealed = sealedOf.get(used)
      if (!usedSealed || used === next) return false
      return rotateBiCredentials(db, jobId, usedSealed, secrets.seal(next), clock())
    },
    refused: () => markBiLinkRefused(db, jobId, clock()),
  }
}
