import type { JobExecution } from '@herald/contracts'
import { Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { PageLoader } from '../../../components/page-loader.tsx'
import { executionFilesQuery } from '../api/list-execution-files.ts'
import { ACTIVE_REFRESH_MS, isExecutionActive } from '../lib/execution-state.ts'
import { ExecutionFilesTable } from './execution-files-table.tsx'
import { SendEmailsButton } from './send-emails-button.tsx'

/** An opened run: 'Send Emails' and its files, loaded now and refreshed while the run may change. */
export function ExecutionDetails({ jobId, execution }: { jobId: number; execution: JobExecution }) {
  const files = useQuery({
    ...executionFilesQuery(jobId, execution.jobExecutionId),
    refetchInterval: isExecutionActive(execution) ? ACTIVE_REFRESH_MS : false,
  })
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <SendEmailsButton jobId={jobId} execution={execution} />
      </Group>
      {files.isPending ? (
        <PageLoader compact label="Loading files" />
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
