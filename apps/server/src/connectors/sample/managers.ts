import { REGIONS } from './dimensions.ts'

/** One row of the `Managers` table: who receives a region's report (Automated Input). */
export interface ManagerRow {
  region: string
  toEmail: string
  ccEmail: string
  bccEmail: string
}

/**
 * The local part of each address names the row's own region, which is safe only because a report
 * filtered to a region shows that region's manager row alone (see apply-filter.ts).
 */
export const MANAGER_ROWS: readonly ManagerRow[] = REGIONS.map((region) => {
  const slug = region.toLowerCase()
  return {
    region,
    toEmail: `${slug}.manager@example.com`,
    ccEmail: `${slug}.lead@example.com`,
    bccEmail: 'reports.audit@example.com',
  }
})
