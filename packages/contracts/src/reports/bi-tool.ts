import { z } from 'zod/mini'

/** SAMPLE is Herald's built-in source (DESIGN.md §7), beyond the spec's three tools. */
export const BiTool = z.enum(['SAMPLE', 'POWER_BI', 'TABLEAU_ONLINE', 'TABLEAU_SERVER'])
export type BiTool = z.infer<typeof BiTool>
export const BI_TOOL_LABELS: Record<BiTool, string> = {
  SAMPLE: 'Sample data (built in)',
  POWER_BI: 'Power BI',
  TABLEAU_ONLINE: 'Tableau Cloud',
  TABLEAU_SERVER: 'Tableau Server',
}

/**
 * How a job's filter rows are given (spec §5): API, by hand in the grid (MANUAL), or read from a dataset
 * (AUTOMATED_FILTERS).
 */
export const DataIngestionMode = z.enum(['API', 'MANUAL', 'AUTOMATED_FILTERS'])
export type DataIngestionMode = z.infer<typeof DataIngestionMode>
