import { BI_TOOL_LABELS, BiTool, type BiToolInfo } from '@herald/contracts'
import type { Connector } from './connector.ts'
import { createSampleConnector } from './sample/index.ts'

/** The BI sources this server can use; Power BI and Tableau join when their credentials are configured. */
export interface Connectors {
  get(tool: BiTool): Connector | undefined
  label(tool: BiTool): string
  list(): BiToolInfo[]
}

export function createConnectors(): Connectors {
  const available: Partial<Record<BiTool, Connector>> = { SAMPLE: createSampleConnector() }
  return {
    get: (tool) => available[tool],
    label: (tool) => BI_TOOL_LABELS[tool],
    list: () =>
      BiTool.options.map((biTool) => ({
        biTool,
        label: BI_TOOL_LABELS[biTool],
        configured: available[biTool] !== undefined,
      })),
  }
}
