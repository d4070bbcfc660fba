import { formatDuration, type UserJob } from '@herald/contracts'
import { Group, Paper, SimpleGrid, Stack, Switch, Table, Text } from '@mantine/core'
import { LabelledValue } from '../../../../components/labelled-value.tsx'
import { formatDateTime } from '../../../../lib/format-date.ts'
import { NextRunText, ScheduleCell } from './job-cells.tsx'
import { JobRowActions } from './job-row-actions.tsx'
import { JobStatusBadge } from './job-status-badge.tsx'
import type { JobTableProps } from './job-table-props.ts'

function JobCard({
  job,
  number,
  ...props
}: Omit<JobTableProps, 'jobs' | 'firstRow'> & { job: UserJob; number: number }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={6} wrap="nowrap" align="baseline">
            <Text c="dimmed" size="sm">{`${number}.`}</Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {job.name}
            </Text>
          </Group>
          <Switch
            aria-label="Active"
            checked={job.isActive}
            onChange={(event) => props.onToggleActive(job, event.currentTarget.checked)}
          />
        </Group>
        <Group>
          <JobStatusBadge {...job} />
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          <LabelledValue label="Last run">{formatDateTime(job.lastRun, job.timeZone)}</LabelledValue>
          <LabelledValue label="Next run">
            <NextRunText job={job} />
          </LabelledValue>
        </SimpleGrid>
        <ScheduleCell job={job} />
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">{`Duration: ${formatDuration(job.jobDuration)}`}</Text>
          <JobRowActions
            phone
            job={job}
            trialExpired={props.trialExpired}
            busy={props.busy(job)}
            onAction={props.onAction}
          />
        </Group>
      </Stack>
    </Paper>
  )
}

/**
 * Job Summary on a phone (ADR 0054): each job a card — name, Active, status, last and next run on the job's
 * clock, schedule, duration and the labelled Actions menu (ADR 0051) — one column, nothing to scroll sideways.
 * Still a table of one column, so each job stays a row to assistive technology.
 */
export function JobCards({ jobs, firstRow, ...props }: JobTableProps) {
  return (
    <Table aria-label="Jobs" withRowBorders={false} verticalSpacing={6}>
      <Table.Tbody>
        {jobs.map((job, index) => (
          <Table.Tr key={job.id}>
            <Table.Td px={0}>
              <JobCard job={job} number={firstRow + index} {...props} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
