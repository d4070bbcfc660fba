import { HISTORY_PAGE_SIZES, historyMessages } from '@herald/contracts'
import { Paper, Stack, Text } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { JobNotLoaded } from '../../../components/job-not-loaded.tsx'
import { PageState } from '../../../components/page-state.tsx'
import { TablePager } from '../../../components/table-pager.tsx'
import { errorText } from '../../../lib/api-error.ts'
import { historyKeys } from '../api/history-keys.ts'
import { executionPageQuery } from '../api/list-executions.ts'
import { ACTIVE_REFRESH_MS, isExecutionActive } from '../lib/execution-state.ts'
import { ExecutionList } from './execution-list.tsx'
import { HistoryHeader } from './history-header.tsx'
import { useHistoryParams } from './use-history-params.ts'

/** Job Summary as history leaves it: without asking for its jobs again. */
const BACK = '/user-jobs?skipRefresh=true'

/** /user-jobs/:id/history: the job's runs, newest first, paged by the server. */
export function JobHistoryPage() {
  const { jobId, query, setPage, setSize } = useHistoryParams()
  const queryClient = useQueryClient()
  const [refreshing, setRefreshing] = useState(false)
  const history = useQuery({
    ...executionPageQuery(jobId ?? 0, query),
    enabled: jobId !== null,
    refetchOnMount: 'always',
    refetchInterval: (current) =>
      current.state.data?.executions.some(isExecutionActive) ? ACTIVE_REFRESH_MS : false,
  })

  if (jobId === null) return <JobNotLoaded message="This address does not name a job." backTo={BACK} />
  if (history.isError && !history.data) {
    return (
      <JobNotLoaded
        message={`This job's history could not be loaded: ${errorText(history.error)}`}
        backTo={BACK}
      />
    )
  }

  const refresh = async () => {
    setRefreshing(true)
    try {
      await queryClient.invalidateQueries({ queryKey: historyKeys.job(jobId) })
    } finally {
      setRefreshing(false)
    }
  }

  const page = history.data
  return (
    <Stack gap="md">
      <HistoryHeader jobName={page?.jobName} refreshing={refreshing} onRefresh={() => void refresh()} />
      {!page ? (
        <PageState state="loading" label="Loading job runs" />
      ) : page.executions.length === 0 ? (
        <Paper withBorder radius="md">
          <Text c="dimmed" ta="center" py="xl" role="status">
            {historyMessages.empty}
          </Text>
        </Paper>
      ) : (
        <ExecutionList jobId={jobId} timeZone={page.timeZone} executions={page.executions} />
      )}
      {page && page.total > 0 ? (
        <TablePager
          page={query.page}
          pageSize={query.size}
          total={page.total}
          onChange={setPage}
          pageSizes={HISTORY_PAGE_SIZES}
          onPageSizeChange={setSize}
        />
      ) : null}
    </Stack>
  )
}
