import { formatDuration, type UserJob } from '@herald/contracts'
import { Badge, Button, Group, Paper, Stack, Table, Title } from '@mantine/core'
import { IconArrowLeft, IconPencil } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDateTime, formatWallTime } from '../../../../lib/format-date.ts'
import { WhoGetsWhat } from '../safe-sending/who-gets-what.tsx'
import { entityTitle } from './entity-title.ts'
import { useGoBack } from './use-go-back.ts'

const FREQUENCY_WORDS: Record<UserJob['jobRunFrequency'], string> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
}

/** The generic entity detail (spec §2): the job's stored fields, Back and Edit. */
export function JobDetailView({ job, editTo }: { job: UserJob; editTo: string }) {
  const goBack = useGoBack()
  const rows: [string, ReactNode][] = [
    ['ID', job.id],
    ['Name', job.name],
    [
      'Activated',
      <Badge key="active" color={job.isActive ? 'green' : 'gray'} variant="light">
        {job.isActive ? 'Yes' : 'No'}
      </Badge>,
    ],
    ['Last Run', formatDateTime(job.lastRun, job.timeZone)],
    ['Status', job.status],
    ['Job Run Frequency', FREQUENCY_WORDS[job.jobRunFrequency]],
    ['Time Zone', job.timeZone],
    ['Job Start Time', formatWallTime(job.userJobStartTime, job.timeZone)],
    ['Time Taken', formatDuration(job.jobDuration)],
  ]
  return (
    <Stack gap="md">
      <Stack gap="md" maw={720}>
        <Title order={2}>{entityTitle(`User Jobs ${job.id}`, job.name)}</Title>
        <Paper withBorder radius="md">
          <Table variant="vertical" layout="fixed" aria-label="Job fields">
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={200}>{label}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
            Back
          </Button>
          <Button component={Link} to={editTo} leftSection={<IconPencil size={16} />}>
            Edit
          </Button>
        </Group>
      </Stack>
      <WhoGetsWhat jobId={job.id} />
    </Stack>
  )
}
