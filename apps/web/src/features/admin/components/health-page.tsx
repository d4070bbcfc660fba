import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core'
import type { HealthComponent, HealthReport } from '@herald/contracts'
import { useQuery } from '@tanstack/react-query'
import { PageLoader } from '../../../components/page-loader.tsx'
import { formatSecondOf } from '../../../lib/format-date.ts'
import { healthReportQuery } from '../api/health-report.ts'

const LABELS: Record<keyof HealthReport['components'], string> = {
  database: 'Database',
  queue: 'Queue',
  smtp: 'SMTP',
  chromium: 'Chromium',
  storage: 'Storage',
  scheduler: 'Scheduler',
}

const bytes = (n: number) => `${(n / 1024 ** 3).toFixed(1)} GB`

function detailText(name: string, value: HealthComponent['details'][string]): string {
  if (typeof value === 'number' && name.endsWith('Bytes')) return bytes(value)
  return value === null ? '—' : String(value)
}

function StatusBadge({ status }: { status: 'UP' | 'DOWN' }) {
  return (
    <Badge color={status === 'UP' ? 'green' : 'red'} variant="filled">
      {status}
    </Badge>
  )
}

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
        <Alert color="red" title="The health check could not be read">
          Try again in a moment; if it keeps failing, look at the server&apos;s log.
        </Alert>
      )}
      {health.isPending ? (
        <PageLoader compact label="Checking every part" />
      ) : health.data ? (
        <Table withTableBorder verticalSpacing="sm" aria-label="Health of each part">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Part</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Details</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Object.entries(health.data.components).map(([name, component]) => (
              <Table.Tr key={name} data-testid={`health-${name}`}>
                <Table.Td fw={600}>{LABELS[name as keyof typeof LABELS]}</Table.Td>
                <Table.Td>
                  <StatusBadge status={component.status} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    {Object.entries(component.details).map(([key, value]) => (
                      <Text key={key} size="sm" c={key === 'error' ? 'red' : undefined}>
                        <Text span c="dimmed" size="sm">
                          {key}:
                        </Text>{' '}
                        {detailText(key, value)}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  )
}
