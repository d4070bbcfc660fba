import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { RefreshTableButton } from '../../../components/refresh-table-button.tsx'

interface HistoryHeaderProps {
  /** Unknown until the first page of runs arrives. */
  jobName: string | undefined
  refreshing: boolean
  onRefresh: () => void
}

/** Breadcrumb 'Job Summary > {job name}', heading 'Job History' and 'Refresh Table'. */
export function HistoryHeader({ jobName, refreshing, onRefresh }: HistoryHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Stack gap={4}>
        <Breadcrumbs>
          <Anchor component={Link} to="/user-jobs?skipRefresh=true" size="sm">
            Job Summary
          </Anchor>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {jobName ?? '…'}
          </Text>
        </Breadcrumbs>
        <Title order={2}>Job History</Title>
      </Stack>
      <RefreshTableButton refreshing={refreshing} onRefresh={onRefresh} />
    </Group>
  )
}
