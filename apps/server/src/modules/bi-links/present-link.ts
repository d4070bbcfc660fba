import type { AuthConfigView, BiTool } from '@herald/contracts'
import type { BiLinkRow } from './bi-links.queries.ts'

/** The link as the wizard shows it: who, where, whether it still works — never a secret or a session. */
export function presentLink(row: Omit<BiLinkRow, 'sealedCredentials' | 'sealedSession'>): AuthConfigView {
  return {
    hasValidAuth: row.isValid,
    biTool: row.biTool as BiTool,
    userAuthConf: { userPrincipal: row.principal },
    serverUrl: row.serverUrl,
    siteContentUrl: row.siteContentUrl,
  }
}
