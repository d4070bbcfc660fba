import { Code, Group, Loader, Stack, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { PageState } from '../../../components/page-state.tsx'
import { TableHeader } from '../../../components/table-header.tsx'
import { metricsSummaryQuery, METRICS_REFRESH_MS } from '../api/metrics-summary.ts'
import { MetricFigures } from './metric-figures.tsx'
import { MetricsCharts } from './metrics-charts.tsx'
import { useMetricsHistory } from './use-metrics-history.ts'

/** /admin/metrics: this server process's main figures and charts, read again every few seconds. */
export function MetricsPage() {
  const metrics = useQuery(metricsSummaryQuery)
  const samples = useMetricsHistory(metrics.data)
  return (
    <Stack gap="md" py="md">
      <Group justify="space-between">
        <Title order={2}>Metrics</Title>
        {metrics.isFetching && <Loader size="xs" aria-label="Refreshing" />}
      </Group>
      <Text c="dimmed" size="sm">
        Figures of the server process that answered, refreshed every {METRICS_REFRESH_MS / 1000} s; queue and
        scheduler figures come from the database and cover every process. For Prometheus, scrape{' '}
        <Code>/management/prometheus</Code> on each web and worker process.
      </Text>
      {metrics.isError && (
        <PageState
          state="error"
          title="The metrics could not be read."
          error={metrics.error}
          hint={`${metrics.data ? 'Showing the last figures read. ' : ''}Herald tries again every few seconds.`}
        />
      )}
      {metrics.isPending ? (
        <PageState state="loading" label="Loading metrics" />
      ) : metrics.data ? (
        <>
          <MetricFigures metrics={metrics.data} />
          <MetricsCharts samples={samples} />
          <Table striped withTableBorder aria-label="Queues">
            <TableHeader columns={['Queue', 'Queued', 'Running', 'Deferred', 'Oldest queued']} />
            <Table.Tbody>
              {metrics.data.queues.map((q) => (
                <Table.Tr key={q.name}>
                  <Table.Td>{q.name}</Table.Td>
                  <Table.Td>{q.queued}</Table.Td>
                  <Table.Td>{q.active}</Table.Td>
                  <Table.Td>{q.deferred}</Table.Td>
                  <Table.Td>{Math.round(q.oldestQueuedSeconds)} s</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ) : null}
    </Stack>
  )
}
