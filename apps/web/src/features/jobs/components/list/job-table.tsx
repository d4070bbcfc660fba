import { Table } from '@mantine/core'
import { usePhoneLayout } from '../../../../lib/use-phone-layout.ts'
import { JobCards } from './job-cards.tsx'
import type { JobTableProps } from './job-table-props.ts'
import { JobTableHead } from './job-table-head.tsx'
import { JobTableRow } from './job-table-row.tsx'

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
