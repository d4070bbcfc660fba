import '@mantine/charts/styles.css'
import { AreaChart, LineChart } from '@mantine/charts'
import { Paper, SimpleGrid, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { MetricsSample } from './use-metrics-history.ts'

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md" aria-label={title}>
      <Text fw={600} size="sm" mb="xs">
        {title}
      </Text>
      {children}
    </Paper>
  )
}

const common = {
  h: 180,
  dataKey: 'time',
  withDots: false,
  curveType: 'linear',
  animationDuration: 0,
} as const

interface ChartSeries {
  name: keyof MetricsSample
  label: string
  color: string
}

/** The four charts: the queue's states stack up; the others are lines. */
const charts: { title: string; stacked?: boolean; series: ChartSeries[] }[] = [
  {
    title: 'Work done (since start)',
    series: [
      { name: 'files', label: 'Files rendered', color: 'blue.6' },
      { name: 'emails', label: 'Emails settled', color: 'teal.6' },
      { name: 'runs', label: 'Runs finished', color: 'grape.6' },
    ],
  },
  {
    title: 'Queue (all processes)',
    stacked: true,
    series: [
      { name: 'queued', label: 'Queued', color: 'orange.6' },
      { name: 'active', label: 'Running', color: 'blue.6' },
      { name: 'deferred', label: 'Deferred', color: 'gray.5' },
    ],
  },
  {
    title: 'HTTP requests per second',
    series: [{ name: 'requestsPerSecond', label: 'Requests/s', color: 'indigo.6' }],
  },
  {
    title: 'Memory (MB) and event-loop lag (ms)',
    series: [
      { name: 'heapMb', label: 'Heap MB', color: 'cyan.6' },
      { name: 'rssMb', label: 'RSS MB', color: 'gray.6' },
      { name: 'eventLoopLagMs', label: 'Event-loop lag ms', color: 'red.6' },
    ],
  },
]

/** Four charts of the samples taken while the screen is open. */
export function MetricsCharts({ samples }: { samples: MetricsSample[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      {charts.map(({ title, stacked, series }) => (
        <ChartCard key={title} title={title}>
          {stacked ? (
            <AreaChart {...common} data={samples} type="stacked" series={series} withLegend />
          ) : (
            <LineChart {...common} data={samples} series={series} withLegend={series.length > 1} />
          )}
        </ChartCard>
      ))}
    </SimpleGrid>
  )
}
