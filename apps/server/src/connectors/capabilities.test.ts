import { readFileSync } from 'node:fs'
import { BI_CAPABILITIES, BI_TOOL_LABELS, BiTool, type BiCapabilities } from '@herald/contracts'
import { describe, expect, it } from 'vitest'
import type { Connector } from './connector.ts'
import { createPowerBiConnector, createPowerBiRuntime } from './powerbi/index.ts'
import { createConnectors } from './registry.ts'
import { createTableauConnector, createTableauRuntime } from './tableau/index.ts'

/**
 * The capability table of contracts (ADR 0057) against the code that implements it and the docs that show it:
 * each connector has the optional methods its capabilities promise, and docs/architecture.md shows the table
 * as BI_CAPABILITIES says. Connectors are only built here — nothing is sent to a BI server.
 */

/** A connector of each tool, built as a job would get it (the linked ones with a link that is never used). */
async function connectorOf(tool: BiTool): Promise<Connector> {
  switch (tool) {
    case 'SAMPLE':
      return createConnectors().forJob('SAMPLE', 1)
    case 'POWER_BI': {
      const settings = {
        clientId: 'client',
        clientSecret: 'secret',
        authorityUrl: 'https://login.example.com',
        tenant: 'organizations',
        apiUrl: 'https://api.example.com',
        redirectUri: 'https://herald.example.com/callback',
        exportsPerCapacity: 1,
        exportsPerAccount: 1,
      }
      const store = {
        jobId: 1,
        load: async () => undefined,
        rotate: async () => true,
        refused: async () => {},
      }
      return createPowerBiConnector(createPowerBiRuntime({ settings, allowedHosts: [] }), store)
    }
    case 'TABLEAU_ONLINE':
    case 'TABLEAU_SERVER': {
      const link = {
        tool,
        serverUrl: 'https://tableau.example.com',
        siteContentUrl: '',
        credentials: { kind: 'pat' as const, tokenName: 'name', tokenSecret: 'secret' },
      }
      const store = { load: async () => undefined, save: async () => {}, refused: async () => {} }
      return createTableauConnector(createTableauRuntime({ allowedHosts: [], concurrency: 1 }), link, store)
    }
  }
}

const yes = (flag: boolean) => (flag ? 'yes' : 'no')

/** The table docs/architecture.md shows between its capability-table markers. */
function capabilityTable(): string {
  const columns: [string, (c: BiCapabilities) => string][] = [
    ['Access', (c) => c.access],
    ['Formats', (c) => c.formats.join(', ')],
    ['Page choice', (c) => yes(c.pageChoice)],
    ['Filters per row', (c) => String(c.filters.perRow)],
    ['Slicers', (c) => yes(c.filters.slicers)],
    ['Date ranges', (c) => yes(c.filters.dateRanges)],
    ['Lists', (c) => yes(c.filters.lists)],
    ['Commas in values', (c) => yes(c.filters.commasInValues)],
    ['Refresh triggers', (c) => yes(c.refreshTriggers)],
    ['Automated input needs a visual', (c) => yes(c.automatedInput.sourceVisualRequired)],
    ['Skip empty rows counts', (c) => c.skipEmptyRows],
    ['Filter proof', (c) => c.filters.proof],
  ]
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [
    row(['Tool', ...BiTool.options.map((tool) => `${BI_TOOL_LABELS[tool]} (\`${tool}\`)`)]),
    row(['---', ...BiTool.options.map(() => '---')]),
    ...columns.map(([name, cell]) =>
      row([name, ...BiTool.options.map((tool) => cell(BI_CAPABILITIES[tool]))]),
    ),
  ].join('\n')
}

describe('BI capabilities', () => {
  it.each(BiTool.options)('%s: the connector has what its capabilities promise', async (tool) => {
    const connector = await connectorOf(tool)
    const capabilities = BI_CAPABILITIES[tool]
    expect(typeof connector.hasData).toBe('function') // every tool skips empty rows (skipEmptyRows)
    // The sample's refreshes are the account's own clicks, which Herald records (modules/jobs/refresh-triggers).
    const refreshes = tool === 'SAMPLE' || typeof connector.refreshHistory === 'function'
    expect(refreshes).toBe(capabilities.refreshTriggers)
  })

  it.each(BiTool.options)('%s: its filter limits are the ones its flags declare', (tool) => {
    const { filters } = BI_CAPABILITIES[tool]
    const refused = (name: string, value: string) => filters.problem?.(name, value) !== undefined
    expect(refused('Region picker<>Sales/Region', 'East')).toBe(!filters.slicers)
    expect(refused('Sales/Day', '2025-01-01/2025-03-31')).toBe(!filters.dateRanges)
    expect(refused('Sales/Region', 'East, West')).toBe(!filters.lists)
    expect(refused('Sales/Customer', '"Smith, John"')).toBe(!filters.commasInValues)
    expect(refused('Sales/Region', 'East')).toBe(false)
  })

  it('docs/architecture.md shows the capability table as the code declares it', () => {
    const docs = readFileSync(new URL('../../../../docs/architecture.md', import.meta.url), 'utf8')
    const shown = /<!-- capability-table:start -->\s*\n([\s\S]*?)\n\s*<!-- capability-table:end -->/.exec(
      docs,
    )?.[1]
    // On a difference, paste the expected table between the markers (prettier may then align it).
    expect(shown?.replace(/ *\| */g, '|').replace(/-+/g, '-')).toBe(
      capabilityTable()
        .replace(/ *\| */g, '|')
        .replace(/-+/g, '-'),
    )
  })
})
