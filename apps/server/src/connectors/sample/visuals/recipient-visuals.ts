import type { VisualDefinition } from './visual.ts'

/** The Managers table as a named table visual, the source of Automated Input recipients. */
export const regionManagers: VisualDefinition = {
  name: 'RegionManagers',
  title: 'Report recipients by region',
  kind: 'table',
  build: ({ managers }) => ({
    type: 'table',
    columns: [
      { title: 'Region', format: 'text' },
      { title: 'To Email', format: 'text' },
      { title: 'CC Email', format: 'text' },
      { title: 'BCC Email', format: 'text' },
    ],
    rows: managers.map((row) => [row.region, row.toEmail, row.ccEmail, row.bccEmail]),
  }),
}
