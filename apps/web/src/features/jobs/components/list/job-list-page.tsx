import { isTrialExpired, jobMessages, type Account } from '@herald/contracts'
import { Grid, Paper, Stack, Text } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react'
import { PageState } from '../../../../components/page-state.tsx'
import { TablePager } from '../../../../components/table-pager.tsx'
import { withTimeout } from '../../../../lib/lazy-with-timeout.ts'
import { useProfileInfo } from '../../../../lib/profile.ts'
import { useSession } from '../../../../lib/session.ts'
import { billingStateQuery } from '../../api/billing-state.ts'
import { jobKeys } from '../../api/job-keys.ts'
import { jobListQuery, jobTotalQuery, type JobPage } from '../../api/list-jobs.ts'
import { useToggleJobActive } from '../../api/use-toggle-job-active.ts'
import { toggleSort } from '../../lib/list-params.ts'
import { JobListToolbar } from './job-list-toolbar.tsx'
import { JobTable } from './job-table.tsx'
import { FirstJobGuide, ScheduleCallCard } from './first-job-cards.tsx'
import { useJobListState } from './use-job-list-state.ts'
import { useRowActions } from './use-row-actions.ts'

/** While a job runs, the list refreshes itself this often. */
export const RUNNING_REFRESH_MS = 10_000

// Fetched when first shown, not with the page (docs/decisions/0032): the dialogs (the test send brings the report's
// schemas) and the plan cards, which most visits never open or see.
const JobDialogs = lazy(() =>
  withTimeout(() => import('./job-dialogs.tsx')).then((m) => ({ default: m.JobDialogs })),
)
const ChoosePlanCard = lazy(() =>
  withTimeout(() => import('./choose-plan-card.tsx')).then((m) => ({ default: m.ChoosePlanCard })),
)

const NO_PLAN = new Set<Account['subscriptionType']>(['FREE_TRIAL', 'TRIAL_EXPIRED', 'FREE_TRIAL_EXPIRED'])

function anyRunning(page: JobPage | undefined): boolean {
  return page?.jobs.some((job) => job.status === 'RUNNING' || job.hasActiveRun) ?? false
}

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
  const { profile } = useProfileInfo()
  const queryClient = useQueryClient()
  const { params, sort, skipRefresh, setPage, setSort, setSearch } = useJobListState()
  const list = useQuery({
    ...jobListQuery(params),
    refetchOnMount: skipRefresh ? false : 'always',
    refetchInterval: (query) => (anyRunning(query.state.data) ? RUNNING_REFRESH_MS : false),
  })
  const toggle = useToggleJobActive(jobKeys.list(params))
  const trialExpired = account ? isTrialExpired(account) : false
  const actions = useRowActions(trialExpired)
  const [refreshing, setRefreshing] = useState(false)
  // Once a dialog has opened, the dialogs stay mounted, so later ones open and close with their transitions.
  const [dialogsLoaded, setDialogsLoaded] = useState(false)
  if (actions.dialog && !dialogsLoaded) setDialogsLoaded(true)
  // The table's first drawing is a transition, in slices that let the browser respond in between (docs/decisions/
  // 0032); the loader stays until then. Later changes (a switch flipped, another page) show at once.
  const drawn = useDeferredValue(list.data) !== undefined
  const page = drawn ? list.data : undefined
  const loading = list.isPending || (!drawn && list.data !== undefined)

  // Deleting the last job of the last page: show the page before it.
  useEffect(() => {
    if (page && page.jobs.length === 0 && page.total > 0 && params.page > 0) {
      setPage(Math.ceil(page.total / params.size) - 1)
    }
  }, [page, params.page, params.size, setPage])

  const refresh = async () => {
    setRefreshing(true)
    try {
      await queryClient.invalidateQueries({ queryKey: jobKeys.all })
    } finally {
      setRefreshing(false)
    }
  }

  const noPlan = account !== null && NO_PLAN.has(account.subscriptionType)
  // 'Choose Your Plan' (spec §2) where card payments are set up; plans are the administrator's otherwise.
  const billing = useQuery({ ...billingStateQuery, enabled: noPlan })
  const showPlans = noPlan && billing.data?.enabled === true
  const canCreateJobs = account?.canCreateJobs ?? false
  const bookingUrl = profile.bookingUrl
  const showCall = bookingUrl !== null && (noPlan || !canCreateJobs)
  // An account without any job (not a search that found none) is shown how to make the first one.
  const showGuide = page !== undefined && page.total === 0 && params.search === ''

  return (
    <Stack gap="md">
      <JobListToolbar
        search={params.search}
        onSearch={setSearch}
        canCreateJobs={canCreateJobs}
        refreshing={refreshing}
        onRefresh={() => void refresh()}
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
      {showGuide || showCall ? (
        <Grid gap="md" align="stretch">
          {showGuide ? (
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <FirstJobGuide canCreateJobs={canCreateJobs} />
            </Grid.Col>
          ) : null}
          {bookingUrl !== null && showCall ? (
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <ScheduleCallCard bookingUrl={bookingUrl} />
            </Grid.Col>
          ) : null}
        </Grid>
      ) : null}
      <Suspense fallback={null}>
        {showPlans ? <ChoosePlanCard /> : null}
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
