import { isTableau } from '@herald/contracts'
import type {
  SessionStore,
  TableauCredentials,
  TableauLink,
  TableauSession,
} from '../../connectors/registry.ts'
import type { BiLinksDeps } from './bi-links-deps.ts'
import { findBiLink, markBiLinkRefused, saveBiSession, type BiLinkRow } from './bi-links.queries.ts'

/** The job's Tableau link with its credentials opened (in memory only). */
export function openLink({ secrets }: Pick<BiLinksDeps, 'secrets'>, row: BiLinkRow): TableauLink | undefined {
  if (!isTableau(row.biTool)) return undefined
  return {
    tool: row.biTool,
    serverUrl: row.serverUrl,
    siteContentUrl: row.siteContentUrl,
    credentials: JSON.parse(secrets.open(row.sealedCredentials)) as TableauCredentials,
  }
}

/** Keeps the job's Tableau session sealed in its link row, so every process shares one session per account. */
export function sessionStore(
  { db, secrets, clock }: Pick<BiLinksDeps, 'db' | 'secrets' | 'clock'>,
  row: BiLinkRow,
): SessionStore {
  return {
    async load() {
      // Read again each time: another process may have signed in since (one session per PAT).
      const sealed = (await findBiLink(db, row.jobId))?.sealedSession
      return sealed ? (JSON.parse(secrets.open(sealed)) as TableauSession) : undefined
    },
    async save(session) {
      await saveBiSession(db, row.jobId, session ? secrets.seal(JSON.stringify(session)) : null, clock())
    },
    refused: () => markBiLinkRefused(db, row.jobId, clock()),
  }
}
