import type { BiTool, BiToolInfo } from '@herald/contracts'

/** Pages to print, PPTX, the delay between pages and the Excel export: Power BI's, and the sample's. */
export function hasPageOptions(tool: BiTool | null): boolean {
  return tool === 'POWER_BI' || tool === 'SAMPLE'
}

/** The tool's listing entry when this server has it configured, else undefined. */
export function usableTool(tools: readonly BiToolInfo[], tool: BiTool | null): BiToolInfo | undefined {
  return tools.find((info) => info.biTool === tool && info.configured)
}
