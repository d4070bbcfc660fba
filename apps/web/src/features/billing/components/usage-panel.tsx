import type { ProductUsage } from '@herald/contracts'
import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { SectionCard } from '../../../components/section-card.tsx'
import { formatBytes } from './plan-labels.ts'
import { formatMonth } from '../../../lib/format-date.ts'

const UsageChart = lazy(() => import('./usage-chart.tsx'))

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {value}
      </Text>
    </Stack>
  )
}

/** This month's figures and, below, the chart per day. */
export function UsagePanel({ usage }: { usage: ProductUsage }) {
  const month = formatMonth(usage.month)
  const { totals } = usage
  const nothing = Object.values(totals).every((value) => value === 0)
  return (
    <SectionCard
      title={`Usage in ${month}`}
      gap="md"
      aside={
        <Text size="sm" c="dimmed">
          Counted per day in UTC
        </Text>
      }
    >
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md">
        <Figure label="Jobs created" value={String(totals.jobs)} />
        <Figure label="Runs" value={String(totals.runs)} />
        <Figure label="Files generated" value={String(totals.files)} />
        <Figure label="Emails sent" value={String(totals.emails)} />
        <Figure label="Storage used" value={formatBytes(totals.storageBytes)} />
      </SimpleGrid>
      {nothing ? (
        <Text size="sm" c="dimmed">
          Nothing has run this month yet: runs, files and emails appear here day by day once your jobs run.
        </Text>
      ) : (
        <Suspense fallback={<Skeleton h={240} aria-label="Loading the chart" />}>
          <UsageChart days={usage.days} />
        </Suspense>
      )}
    </SectionCard>
  )
}
