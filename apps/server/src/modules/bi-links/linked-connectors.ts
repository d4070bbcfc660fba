import type { BiTool } from '@herald/contracts'
import {
  createPowerBiConnector,
  createTableauConnector,
  type LinkedConnector,
} from '../../connectors/registry.ts'
import type { BiLinksDeps } from './bi-links-deps.ts'
import { findBiLink } from './bi-links.queries.ts'
import { powerBiTokenStore } from './powerbi-token-store.ts'
import { openLink, sessionStore } from './stored-link.ts'

/** The tools a job links to its own account, each giving the job's connector (or none when not linked to it). */
export function linkedConnectors(deps: BiLinksDeps): Partial<Record<BiTool, LinkedConnector>> {
  const tableau =
    (tool: BiTool): LinkedConnector =>
    async (jobId) => {
      const row = await findBiLink(deps.db, jobId)
      if (!row || row.biTool !== tool) return undefined
      const link = openLink(deps, row)
      return link && createTableauConnector(deps.tableau, link, sessionStore(deps, row))
    }
  const powerBi = deps.powerBi
  const linked: Partial<Record<BiTool, LinkedConnector>> = {
    TABLEAU_ONLINE: tableau('TABLEAU_ONLINE'),
    TABLEAU_SERVER: tableau('TABLEAU_SERVER'),
  }
  if (powerBi)
    linked.POWER_BI = async (jobId) => {
      const row = await findBiLink(deps.db, jobId)
      if (!row || row.biTool !== 'POWER_BI') return undefined
      return createPowerBiConnector(powerBi, powerBiTokenStore(deps, jobId))
    }
  return linked
}
