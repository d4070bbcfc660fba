import { emailStatusDisplay, fileStatusDisplay, type JobExecution } from '@herald/contracts'
import { Badge, Group, Stack, Text, type MantineColor } from '@mantine/core'
import { describeRun } from '../lib/execution-state.ts'
import { formatDateTime } from '../../../lib/format-date.ts'
import { StatusBadge } from './status-badge.tsx'

function CountBadge({ label, count, color }: { label: string; count: number; color: MantineColor }) {
  return (
    <Badge color={count > 0 ? color : 'gray'} variant="light" tt="none">
      {`${label}: ${count}`}
    </Badge>
  )
}

/**
 * A run's row title: when it ran on the job's clock ('1 Dec 2026, 10:00 EST'), its file counts and statuses,
 * and how it started and ended. The badges wrap, never cut, so a phone reads them whole.
 */
export function ExecutionSummary({ execution, timeZone }: { execution: JobExecution; timeZone: string }) {
  const email = emailStatusDisplay(execution.emailStatus)
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text fw={500} mr="xs" component="time" dateTime={execution.executedAt}>
          {formatDateTime(execution.executedAt, timeZone)}
        </Text>
        <CountBadge label="Generated" count={execution.generated} color="green" />
        <CountBadge label="Failed" count={execution.failed} color="red" />
        <CountBadge label="In Queue" count={execution.inQueue} color="blue" />
        {execution.skipped > 0 ? <CountBadge label="Skipped" count={execution.skipped} color="gray" /> : null}
        {execution.trigger === 'TEST' ? (
          <Badge color="violet" variant="filled" tt="none">
            Test run
          </Badge>
        ) : null}
        {execution.isEmailEnabled ? null : (
          <Badge color="gray" variant="outline" tt="none">
            Email Disabled
          </Badge>
        )}
        <StatusBadge prefix="PDF" display={fileStatusDisplay(execution.pdfStatus)} />
        {email.label === 'Email Disabled' ? null : <StatusBadge prefix="Email" display={email} />}
      </Group>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {describeRun(execution)}
      </Text>
    </Stack>
  )
}
