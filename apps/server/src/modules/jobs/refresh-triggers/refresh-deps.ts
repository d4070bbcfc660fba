import type { Connectors } from '../../../connectors/registry.ts'
import type { JobDeps } from '../job-deps.ts'

/** What the refresh poll needs beyond the jobs' dependencies: the BI sources whose refresh history it reads. */
export interface RefreshDeps extends JobDeps {
  connectors: Connectors
}
