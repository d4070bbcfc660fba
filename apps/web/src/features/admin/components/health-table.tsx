import { Badge, Stack, Table, Text } from '@mantine/core'
import type { HealthComponent, HealthReport } from '@herald/contracts'
import { TableHeader } from '../../../components/table-header.tsx'

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

export function StatusBadge({ status }: { status: 'UP' | 'DOWN' }) {
  return (
    <Badge color={status === 'UP' ? 'green' : 'red'} variant="filled">
      {status}
    </Badge>
  )
}

function Details({ details }: { details: HealthComponent['details'] }) {
  return (
    <Stack gap={2}>
      {Object.entries(details).map(([key, value]) => (
        <Text key={key} size="sm" c={key === 'error' ? 'red' : undefined}>
          <Text span c="dimmed" size="sm">
            {key}:
          </Text>{' '}
          {detailText(key, value)}
        </Text>
      ))}
    </Stack>
  )
}

/** Each part of Herald: its name, UP or DOWN, and what the check found. */
export function HealthTable({ report }: { report: HealthReport }) {
  return (
    <Table withTableBorder verticalSpacing="sm" aria-label="Health of each part">
      <TableHeader columns={['Part', 'Status', 'Details']} />
      <Table.Tbody>
        {Object.entries(report.components).map(([name, component]) => (
          <Table.Tr key={name} data-testid={`health-${name}`}>
            <Table.Td fw={600}>{LABELS[name as keyof typeof LABELS]}</Table.Td>
            <Table.Td>
              <StatusBadge status={component.status} />
            </Table.Td>
            <Table.Td>
              <Details details={component.details} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
