import type { JobSortField, UserJob } from '@herald/contracts'
import type { JobSort } from '../../lib/list-params.ts'
import type { JobAction } from './job-row-actions.tsx'

/** What Job Summary's list shows and does, as a table on a desktop and as cards on a phone. */
export interface JobTableProps {
  jobs: UserJob[]
  /** Row number of the first row (1 on the first page, 31 on the second…). */
  firstRow: number
  sort: JobSort
  onSort: (field: JobSortField) => void
  trialExpired: boolean
  busy: (job: UserJob) => ReadonlySet<JobAction>
  onAction: (action: JobAction, job: UserJob) => void
  onToggleActive: (job: UserJob, active: boolean) => void
}
