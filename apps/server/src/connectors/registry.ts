import { BI_TOOL_LABELS, BiTool, reportMessages, type BiToolInfo } from '@herald/contracts'
import { ConnectorError, type Connector } from './connector.ts'
import { createSampleConnector } from './sample/index.ts'

/**
 * The door to each tool (ADR 0057): code outside connectors/ reaches a tool's folder only through here (a test
 * holds it, tools/connector-files.js), so a new tool is its folder, its line below and its entry in contracts.
 * What the composition root (runtimes) and the linking module (sign-in flows, link stores) use of each tool:
 */
export {
  authorizeUrl,
  createPowerBiConnector,
  createPowerBiRuntime,
  EntraGrantError,
  GRAPH_FILES_SCOPE,
  newPkce,
  redeemCode,
  refreshGrant,
  type PowerBiRuntime,
  type PowerBiSettings,
  type TokenStore,
} from './powerbi/index.ts'
export {
  createTableauConnector,
  createTableauRuntime,
  principalOf,
  signInTableau,
  signOutTableau,
  type SessionStore,
  type TableauCredentials,
  type TableauLink,
  type TableauRuntime,
  type TableauSession,
} from './tableau/index.ts'

/** A tool each job links to its own account (Tableau): the job's connector, or undefined when it is not linked. */
export type LinkedConnector = (jobId: number) => Promise<Connector | undefined>

/** The BI sources this server can use: built in (SAMPLE), or linked per job (Tableau). */
export interface Connectors {
  /** The connector a job uses for a tool; a ConnectorError saying what to do when the server or the job lacks it. */
  forJob(tool: BiTool, jobId: number): Promise<Connector>
  label(tool: BiTool): string
  list(): BiToolInfo[]
}

export function createConnectors(linked: Partial<Record<BiTool, LinkedConnector>> = {}): Connectors {
  const builtIn: Partial<Record<BiTool, Connector>> = { SAMPLE: createSampleConnector() }
  return {
    async forJob(tool, jobId) {
      const connector = builtIn[tool] ?? (await linked[tool]?.(jobId))
      if (connector) return connector
      const label = BI_TOOL_LABELS[tool]
      throw new ConnectorError(
        linked[tool] ? reportMessages.jobNotLinked(label) : reportMessages.notLinked(label),
      )
    },
    label: (tool) => BI_TOOL_LABELS[tool],
    list: () =>
      BiTool.options.map((biTool) => ({
        biTool,
        label: BI_TOOL_LABELS[biTool],
        configured: builtIn[biTool] !== undefined || linked[biTool] !== undefined,
      })),
  }
}
