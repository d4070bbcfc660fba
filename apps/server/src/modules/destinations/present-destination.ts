import type { DestinationType, DestinationView } from '@herald/contracts'
import type { JobDestinationRow } from './destinations.queries.ts'

/** A destination as the API shows it: never its sealed secret. */
export function presentDestination(row: JobDestinationRow, shownOnce?: string): DestinationView {
  return {
    id: row.id,
    type: row.type as DestinationType,
    label: row.label,
    settings: row.settings,
    createdAt: row.createdAt.toISOString(),
    ...(shownOnce === undefined ? {} : { secret: shownOnce }),
  }
}
