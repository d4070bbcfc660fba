import { z } from 'zod/mini'
import { biMessages } from './bi-messages.ts'
import { parseFilterValue } from './filter-value.ts'

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
  noCommas: (value: string) =>
    `Tableau view filters cannot match a value that holds a comma: ${value}. Filter on another field, or remove the comma from the data.`,
  signInRefused: (reason: string) => `Tableau refused the sign-in: ${reason}`,
  unreachable: (reason: string) => `Tableau could not be reached: ${reason}`,
  privateHost: biMessages.privateHost,
  timedOut: (seconds: number) => biMessages.timedOut('Tableau', seconds),
  filterIgnored: (field: string, view: string) =>
    `Tableau ignored the filter ${field}: the view '${view}' has no such field. Nothing was sent.`,
  filterNotApplied: (field: string, value: string, view: string) =>
    `Tableau did not apply the filter ${field} = ${value} to the view '${view}': its data holds other values. Nothing was sent.`,
  unknownColumn: (column: string, view: string) => `The view '${view}' has no column ${column}.`,
} as const

/**
 * Why a filter cannot be sent to Tableau, or undefined: no slicers; `vf_` matches exact values only (no
 * ranges) and separates values with commas, with no escape for a comma inside one. A value the grammar
 * refuses is the grammar's problem (filterRowProblems), not this one.
 */
export function tableauFilterProblem(filterName: string, filterValue: string): string | undefined {
  if (filterName.includes('<>')) return tableauMessages.noSlicers
  const meaning = parseFilterValue(filterValue)
  if ('problem' in meaning) return undefined
  if (meaning.kind === 'dateRange') return tableauMessages.noRanges(filterValue.trim())
  const items = meaning.kind === 'list' ? meaning.items : [meaning]
  const comma = items.find((item) => item.kind === 'text' && item.text.includes(','))
  if (comma && comma.kind === 'text') return tableauMessages.noCommas(comma.text)
  return undefined
}
