import type { JobExecution } from '@herald/contracts'
import { Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { PageState } from '../../../components/page-state.tsx'
import { executionFilesQuery } from '../api/list-execution-files.ts'
import { ACTIVE_REFRESH_MS, isExecutionActive } from '../lib/execution-state.ts'
import { ExecutionFilesTable } from './execution-files-table.tsx'
import { SendAgainButtons } from './send-again-buttons.tsx'
import { SendEmailsButton } from './send-emails-button.tsx'

const OPEN = ['PENDING', 'SENDING', 'RETRY']

/** An opened run: 'Send Emails', 'Send again' per destination (ADR 0048) and its files, loaded now and refreshed while the run may change. */
export function ExecutionDetails({ jobId, execution }: { jobId: number; execution: JobExecution }) {
  const files = useQuery({
    ...executionFilesQuery(jobId, execution.jobExecutionId),
    // Also while a delivery to a destination is still under way ('Send again' after the run ended).
    refetchInterval: (query) =>
      isExecutionActive(execution) ||
      query.state.data?.some((f) => f.destinations?.some((d) => OPEN.includes(d.status)))
        ? ACTIVE_REFRESH_MS
        : false,
  })
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        {files.data ? (
          <SendAgainButtons jobId={jobId} runId={execution.jobExecutionId} files={files.data} />
        ) : null}
        <SendEmailsButton jobId={jobId} execution={execution} />
      </Group>
      {files.isPending ? (
        <PageState state="loading" label="Loading files" />
      ) : files.isError ? (
        <Text c="red" size="sm">
          The files of this run could not be loaded.
        </Text>
      ) : (
        <ExecutionFilesTable files={files.data} />
      )}
    </Stack>
  )
}
