import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { serverImports, toolDoors, toolFolders } from './connector-files.js'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * ADR 0057: a third BI tool is one folder plus one registry line. Counted here on the code as it is: nothing
 * outside a tool's folder imports it but connectors/registry.ts, so adding a tool touches its folder, the
 * registry and the contracts' entry (BiTool, label, capabilities) — CONTRIBUTING.md, "Add a BI connector".
 */
describe('connector folders', () => {
  it('finds the tool folders and the imports it counts', () => {
    expect(toolFolders(root)).toEqual(expect.arrayContaining(['powerbi', 'sample', 'tableau']))
    expect(toolFolders(root)).not.toContain('kit')
    expect(serverImports(root)).toContainEqual({
      file: 'apps/server/src/connectors/tableau/tableau-client.ts',
      target: 'apps/server/src/connectors/kit/http-base.ts',
    })
  })

  it.each(['powerbi', 'sample', 'tableau'])(
    '%s is imported from outside its folder by registry.ts only',
    (tool) => {
      expect(toolDoors(root)[tool]).toEqual(['apps/server/src/connectors/registry.ts'])
    },
  )
})
