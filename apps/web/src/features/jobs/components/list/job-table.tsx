import type { JobSortField, UserJob } from '@herald/contracts'
import { Table } from '@mantine/core'
import { usePhoneLayout } from '../../../../lib/use-phone-layout.ts'
import type { JobSort } from '../../lib/list-params.ts'
import { JobCards } from './job-cards.tsx'
import type { JobAction } from './job-row-actions.tsx'
import { JobTableHead } from './job-table-head.tsx'
import { JobTableRow } from './job-table-row.tsx'

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

/** The Job Summary table: one row per job, sortable headers, actions at the end. */
export function JobTable(props: JobTableProps) {
  const phone = usePhoneLayout()
  if (phone) return <JobCards {...props} />
  const { jobs, firstRow, sort, onSort, trialExpired, busy, onAction, onToggleActive } = props
  return (
    <Table.ScrollContainer minWidth={1180}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Jobs">
        <JobTableHead sort={sort} onSort={onSort} />
        <Table.Tbody>
          {jobs.map((job, index) => (
            <JobTableRow
              key={job.id}
              job={job}
              number={firstRow + index}
              trialExpired={trialExpired}
              busy={busy(job)}
              onAction={onAction}
              onToggleActive={onToggleActive}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
