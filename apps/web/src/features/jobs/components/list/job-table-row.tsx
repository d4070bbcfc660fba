import { formatDuration, type UserJob } from '@herald/contracts'
import { Switch, Table } from '@mantine/core'
import { describeDateTime, formatDateTime } from '../../../../lib/format-date.ts'
import { NextRunText, ScheduleCell } from './job-cells.tsx'
import { JobRowActions, type JobAction } from './job-row-actions.tsx'
import { JobStatusBadge } from './job-status-badge.tsx'
import { stickyActions } from './sticky-actions.ts'

interface JobTableRowProps {
  job: UserJob
  number: number
  trialExpired: boolean
  busy: ReadonlySet<JobAction>
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

/** One job of the Job Summary table: its name, Active switch, schedule, status, runs, duration and actions. */
export function JobTableRow({ job, number, trialExpired, busy, onAction, onToggleActive }: JobTableRowProps) {
  return (
    <Table.Tr>
      <Table.Td c="dimmed">{number}</Table.Td>
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
        <JobRowActions phone={false} job={job} trialExpired={trialExpired} busy={busy} onAction={onAction} />
      </Table.Td>
    </Table.Tr>
  )
}
