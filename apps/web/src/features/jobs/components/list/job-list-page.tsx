import { isTrialExpired, jobMessages } from '@herald/contracts'
import { Paper, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { PageState } from '../../../../components/page-state.tsx'
import { TablePager } from '../../../../components/table-pager.tsx'
import { withTimeout } from '../../../../lib/lazy-with-timeout.ts'
import { useSession } from '../../../../lib/session.ts'
import { jobKeys } from '../../api/job-keys.ts'
import { jobTotalQuery } from '../../api/list-jobs.ts'
import { useToggleJobActive } from '../../api/use-toggle-job-active.ts'
import { toggleSort } from '../../lib/list-params.ts'
import { JobListCards } from './job-list-cards.tsx'
import { JobListToolbar } from './job-list-toolbar.tsx'
import { JobTable } from './job-table.tsx'
import { useJobList } from './use-job-list.ts'
import { useJobListCards } from './use-job-list-cards.ts'
import { useRowActions } from './use-row-actions.ts'

// Fetched when first shown, not with the page (docs/decisions/0032): the dialogs (the test send brings the report's
// schemas) and the plan cards, which most visits never open or see.
const JobDialogs = lazy(() =>
  withTimeout(() => import('./job-dialogs.tsx')).then((m) => ({ default: m.JobDialogs })),
)
const ChoosePlanCard = lazy(() =>
  withTimeout(() => import('./choose-plan-card.tsx')).then((m) => ({ default: m.ChoosePlanCard })),
)

function EmptyState({ filtered, searching }: { filtered: number; searching: boolean }) {
  const total = useQuery({ ...jobTotalQuery(), enabled: searching })
  if (searching && total.isPending) return <PageState state="loading" />
  return (
    <Text c="dimmed" ta="center" py="xl" role="status">
      {jobMessages.noJobs(searching ? (total.data ?? 0) : filtered, filtered)}
    </Text>
  )
}

/** /user-jobs: the account's jobs, searched, sorted and paged by the server. */
export function JobListPage() {
  const { account } = useSession()
  const { params, sort, setPage, setSort, setSearch, page, loading, ...list } = useJobList()
  const toggle = useToggleJobActive(jobKeys.list(params))
  const trialExpired = account ? isTrialExpired(account) : false
  const actions = useRowActions(trialExpired)
  const cards = useJobListCards(page, params.search)
  // Once a dialog has opened, the dialogs stay mounted, so later ones open and close with their transitions.
  const [dialogsLoaded, setDialogsLoaded] = useState(false)
  if (actions.dialog && !dialogsLoaded) setDialogsLoaded(true)
  return (
    <Stack gap="md">
      <JobListToolbar
        search={params.search}
        onSearch={setSearch}
        canCreateJobs={cards.canCreateJobs}
        refreshing={list.refreshing}
        onRefresh={() => void list.refresh()}
      />
      <Paper withBorder radius="md">
        {loading ? (
          <PageState state="loading" label="Loading jobs" />
        ) : !page || page.jobs.length === 0 ? (
          <EmptyState filtered={page?.total ?? 0} searching={params.search !== ''} />
        ) : (
          <JobTable
            jobs={page.jobs}
            firstRow={params.page * params.size + 1}
            sort={sort}
            onSort={(field) => setSort(toggleSort(sort, field))}
            trialExpired={trialExpired}
            busy={actions.busy}
            onAction={actions.onAction}
            onToggleActive={(job, active) => toggle.mutate({ job, active })}
          />
        )}
      </Paper>
      {page && page.total > 0 ? (
        <TablePager page={params.page} pageSize={params.size} total={page.total} onChange={setPage} />
      ) : null}
      <JobListCards showGuide={cards.showGuide} canCreateJobs={cards.canCreateJobs} callUrl={cards.callUrl} />
      <Suspense fallback={null}>
        {cards.showPlans ? <ChoosePlanCard /> : null}
        {dialogsLoaded ? (
          <JobDialogs
            dialog={actions.dialog}
            busy={actions.dialogBusy}
            onConfirm={() => void actions.confirm()}
            onClose={actions.closeDialog}
          />
        ) : null}
      </Suspense>
    </Stack>
  )
}
