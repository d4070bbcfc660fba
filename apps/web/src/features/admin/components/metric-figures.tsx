import { Paper, SimpleGrid, Text } from '@mantine/core'
import type { MetricsSummary } from '@herald/contracts'

interface Figure {
  label: string
  value: string
  hint: string
}

const duration = (seconds: number) =>
  seconds < 120
    ? `${Math.round(seconds)} s`
    : seconds < 7200
      ? `${Math.round(seconds / 60)} min`
      : `${Math.round(seconds / 3600)} h`

function figuresOf(m: MetricsSummary): Figure[] {
  return [
    { label: 'Uptime', value: duration(m.uptimeSeconds), hint: 'of this server process' },
    {
      label: 'HTTP requests',
      value: String(m.http.requests),
      hint: `${m.http.serverErrors} server errors · ${m.http.meanLatencyMs} ms mean`,
    },
    {
      label: 'Runs',
      value: String(m.runs.success + m.runs.failed),
      hint: `${m.runs.success} success · ${m.runs.failed} failed`,
    },
    {
      label: 'Files rendered',
      value: String(m.files.generated),
      hint: `${m.files.failed} failed · ${m.files.meanRenderSeconds} s mean render`,
    },
    {
      label: 'Emails sent',
      value: String(m.emails.sent),
      hint: `${m.emails.deferred} deferred · ${m.emails.failed} failed`,
    },
    {
      label: 'Queued jobs',
      value: String(m.queues.reduce((n, q) => n + q.queued, 0)),
      hint: `${m.queues.reduce((n, q) => n + q.active, 0)} running · all processes`,
    },
    { label: 'Scheduler lag', value: `${m.schedulerLagSeconds} s`, hint: 'most overdue active job' },
    { label: 'Chromium processes', value: String(m.chromiumProcesses), hint: 'started by this process' },
    { label: 'Event-loop lag', value: `${m.eventLoopLagMs} ms`, hint: 'now' },
    {
      label: 'Heap used',
      value: `${Math.round(m.memory.heapUsedBytes / 1024 / 1024)} MB`,
      hint: `of ${Math.round(m.memory.heapTotalBytes / 1024 / 1024)} MB · RSS ${Math.round(m.memory.rssBytes / 1024 / 1024)} MB`,
    },
  ]
}

/** The main figures as cards. */
export function MetricFigures({ metrics }: { metrics: MetricsSummary }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {figuresOf(metrics).map((f) => (
        <Paper key={f.label} withBorder p="sm" radius="md" data-testid={`figure-${f.label}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {f.label}
          </Text>
          <Text fw={700} size="xl">
            {f.value}
          </Text>
          <Text size="xs" c="dimmed">
            {f.hint}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  )
}
