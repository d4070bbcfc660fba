import { randomUUID } from 'node:crypto'
import type { FakeGroup, FakeReport } from './fake-powerbi.ts'

/** The fake's tenant: a workspace on capacity, a shared one, reports (one whose export fails), regional sales. */
export function fakePowerBiCatalog(): {
  groups: FakeGroup[]
  reports: FakeReport[]
  /** `year`: the fake model's Sales[Year] (a whole number), when a test gives rows one. */
  sales: { region: string; revenue: number; year?: number }[]
} {
  const capacityGroup = randomUUID()
  const sharedGroup = randomUUID()
  return {
    groups: [
      { id: capacityGroup, name: 'Finance Reports', isOnDedicatedCapacity: true, capacityId: randomUUID() },
      { id: sharedGroup, name: 'Sandbox', isOnDedicatedCapacity: false },
    ],
    reports: [
      {
        id: randomUUID(),
        name: 'Regional Sales',
        workspaceId: capacityGroup,
        datasetId: randomUUID(),
        pages: [
          { name: 'ReportSection', displayName: 'Overview' },
          { name: 'ReportSection8a1b2c3d4e', displayName: 'Region Detail' },
        ],
      },
      {
        id: randomUUID(),
        name: 'Broken Export',
        workspaceId: capacityGroup,
        datasetId: randomUUID(),
        pages: [{ name: 'ReportSection', displayName: 'Overview' }],
        failWith: {
          code: 'ExportData_DatasetNotFound',
          message: 'The semantic model behind this report could not be loaded.',
        },
      },
      {
        id: randomUUID(),
        name: 'Personal Report',
        workspaceId: '',
        datasetId: randomUUID(),
        pages: [{ name: 'ReportSection', displayName: 'Only Page' }],
      },
    ],
    sales: [
      { region: 'East', revenue: 125000 },
      { region: 'West', revenue: 98000 },
      { region: 'North', revenue: 77000 },
      { region: 'South', revenue: 64000 },
    ],
  }
}
