import { formatDuration, type JobSortField, type UserJob } from '@herald/contracts'
import { Switch, Table } from '@mantine/core'
import { describeDateTime, formatDateTime } from '../../../../lib/format-date.ts'
import type { JobSort } from '../../lib/list-params.ts'
import { JobRowActions, type JobAction } from './job-row-actions.tsx'
import { JobStatusBadge } from './job-status-badge.tsx'
import { NextRunText, ScheduleCell } from './job-cells.tsx'
import { SortHeader } from '../../../../components/sort-header.tsx'
import { usePhoneLayout } from '../../../../lib/use-phone-layout.ts'
import { JobCards } from './job-cards.tsx'

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

/** A job's instant on its own clock ('1 Dec 2026, 10:00 EST' in the reader's language), spelled out in full on hover. */
function JobTimeCell({ value, timeZone }: { value: string | null; timeZone: string }) {
  return (
    <Table.Td style={{ whiteSpace: 'nowrap' }} title={describeDateTime(value, timeZone)}>
      {formatDateTime(value, timeZone)}
    </Table.Td>
  )
}

/** The Actions column stays in view at the right edge while the other columns scroll (390-px phones). */
const stickyActions = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset 1px 0 0 var(--mantine-color-gray-3)',
} as const

/** The Job Summary table: one row per job, sortable headers, actions at the end. */
export function JobTable(props: JobTableProps) {
  const phone = usePhoneLayout()
  if (phone) return <JobCards {...props} />
  const { jobs, firstRow, sort, onSort, trialExpired, busy, onAction, onToggleActive } = props
  return (
    <Table.ScrollContainer minWidth={1180}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Jobs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            <SortHeader field="name" sort={sort} onSort={onSort}>
              Job name
            </SortHeader>
            <Table.Th>Active</Table.Th>
            <SortHeader field="schedule" sort={sort} onSort={onSort}>
              Job Schedule
            </SortHeader>
            <SortHeader field="status" sort={sort} onSort={onSort}>
              Last status
            </SortHeader>
            <SortHeader field="lastRun" sort={sort} onSort={onSort}>
              Last run
            </SortHeader>
            <Table.Th>Next run</Table.Th>
            <SortHeader field="duration" sort={sort} onSort={onSort}>
              Duration
            </SortHeader>
            <Table.Th style={stickyActions}>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job, index) => (
            <Table.Tr key={job.id}>
              <Table.Td c="dimmed">{firstRow + index}</Table.Td>
              <Table.Td fw={500} maw={280} style={{ overflowWrap: 'anywhere' }}>
                {job.name}
              </Table.Td>
              <Table.Td>
                <Switch
                  aria-label="Active"
                  checked={job.isActive}
                  onChange={(event) => onToggleActive(job, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td maw={300}>
                <ScheduleCell job={job} />
              </Table.Td>
              <Table.Td>
                <JobStatusBadge {...job} />
              </Table.Td>
              <JobTimeCell value={job.lastRun} timeZone={job.timeZone} />
              <Table.Td style={{ whiteSpace: 'nowrap' }} title={describeDateTime(job.nextRun, job.timeZone)}>
                <NextRunText job={job} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDuration(job.jobDuration)}</Table.Td>
              <Table.Td style={stickyActions}>
                <JobRowActions job={job} trialExpired={trialExpired} busy={busy(job)} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
