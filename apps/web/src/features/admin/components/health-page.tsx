import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { PageState } from '../../../components/page-state.tsx'
import { formatSecondOf } from '../../../lib/format-date.ts'
import { healthReportQuery } from '../api/health-report.ts'
import { HealthTable, StatusBadge } from './health-table.tsx'

/** /admin/health: each part of Herald UP or DOWN with what the check found, and the overall status. */
export function HealthPage() {
  const health = useQuery(healthReportQuery)
  return (
    <Stack gap="md" py="md">
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2}>Health</Title>
          {health.data && <StatusBadge status={health.data.status} />}
        </Group>
        <Button variant="light" loading={health.isFetching} onClick={() => void health.refetch()}>
          Check again
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        Checked by the server process that answered
        {health.data ? ` at ${formatSecondOf(health.data.checkedAt)}` : ''}. Load balancers use the public{' '}
        <code>/api/health</code>, which is DOWN (503) only when the database is.
      </Text>
      {health.isError && (
        <PageState
          state="error"
          title="The health check could not be read."
          error={health.error}
          hint="Check again in a moment; if it keeps failing, look at the server's log."
        />
      )}
      {health.isPending ? (
        <PageState state="loading" label="Checking every part" />
      ) : health.data ? (
        <HealthTable report={health.data} />
      ) : null}
    </Stack>
  )
}
