import { BI_CAPABILITIES, type BiTool, type BiToolInfo } from '@herald/contracts'

/** Pages to print, PPTX, the delay between pages and the Excel export: the tools whose capabilities have the page choice. */
export function hasPageOptions(tool: BiTool | null): boolean {
  return tool !== null && BI_CAPABILITIES[tool].pageChoice
}

/** The tool's listing entry when this server has it configured, else undefined. */
export function usableTool(tools: readonly BiToolInfo[], tool: BiTool | null): BiToolInfo | undefined {
  return tools.find((info) => info.biTool === tool && info.configured)
}
