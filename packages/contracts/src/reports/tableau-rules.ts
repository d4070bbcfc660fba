import { z } from 'zod/mini'

/** Tableau Cloud and Tableau Server: linked per job with a personal access token or a connected app. */
export const TableauTool = z.enum(['TABLEAU_ONLINE', 'TABLEAU_SERVER'])
export type TableauTool = z.infer<typeof TableauTool>

export function isTableau(tool: string): tool is TableauTool {
  return tool === 'TABLEAU_ONLINE' || tool === 'TABLEAU_SERVER'
}

/** What Herald says about linking and using Tableau, in words a user can act on. */
export const tableauMessages = {
  serverUrl: 'SERVER URL must be an https:// or http:// address, e.g. https://10ay.online.tableau.com.',
  credentials:
    'Enter a personal access token (name and secret), or a connected app (client id, secret id, secret value and user name).',
  noSlicers:
    'Tableau has no slicers: use "Table/Column" (the view filter on Column), not "Title<>Table/Column".',
  noRanges: (value: string) =>
    `Tableau view filters match exact values only: "${value}" is a range. Use one date per row, or a workbook parameter.`,
  signInRefused: (reason: string) => `Tableau refused the sign-in: ${reason}`,
  unreachable: (reason: string) => `Tableau could not be reached: ${reason}`,
  privateHost: (host: string) =>
    `The server ${host} is on a private network. An administrator must list it in BI_PRIVATE_HOSTS before Herald may connect to it.`,
  timedOut: (seconds: number) => `Tableau did not answer within ${seconds} s. Nothing was sent.`,
  filterIgnored: (field: string, view: string) =>
    `Tableau ignored the filter ${field}: the view '${view}' has no such field. Nothing was sent.`,
  filterNotApplied: (field: string, value: string, view: string) =>
    `Tableau did not apply the filter ${field} = ${value} to the view '${view}': its data holds other values. Nothing was sent.`,
  unknownColumn: (column: string, view: string) => `The view '${view}' has no column ${column}.`,
} as const

const DATE_RANGE = /^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/

/** Why a filter row cannot be sent to Tableau (no slicers, exact values only), or undefined. */
export function tableauFilterProblem(filterName: string, filterValue: string): string | undefined {
  if (filterName.includes('<>')) return tableauMessages.noSlicers
  if (DATE_RANGE.test(filterValue.trim())) return tableauMessages.noRanges(filterValue.trim())
  return undefined
}
