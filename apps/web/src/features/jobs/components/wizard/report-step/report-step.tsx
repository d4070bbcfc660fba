import { reportMessages, type UserJob } from '@herald/contracts'
import { Alert, Button, Group, Stack, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { PageState } from '../../../../../components/page-state.tsx'
import { errorText } from '../../../../../lib/api-error.ts'
import { notifyError } from '../../../../../lib/notify.ts'
import { useSession } from '../../../../../lib/session.ts'
import { automatedFilterQuery } from '../../../api/automated-filters.ts'
import { biToolsQuery } from '../../../api/bi-listings.ts'
import { reportConfigQuery } from '../../../api/report-config.ts'
import { draftFromSaved } from '../../../lib/report-draft.ts'
import { PreviewRowProvider } from '../../safe-sending/preview-row.tsx'
import { ReportForm } from './report-form.tsx'

interface ReportStepProps {
  job: UserJob | undefined
  onPrevious: () => void
  onNext: () => void
}

/** Spec §4: filters and later steps need a saved job with a positive id. */
function UnsavedJob({ onPrevious }: Pick<ReportStepProps, 'onPrevious'>) {
  return (
    <Stack gap="lg">
      <Title order={3}>Generate PDF</Title>
      <Alert color="yellow" variant="light">
        {reportMessages.createJobFirst}
      </Alert>
      <Group justify="space-between">
        <Button variant="default" onClick={onPrevious}>
          Previous
        </Button>
        <Button data-disabled onClick={() => notifyError(reportMessages.invalidJobId)}>
          Save & Next
        </Button>
      </Group>
    </Stack>
  )
}

function SavedJobStep({ job, onPrevious, onNext }: ReportStepProps & { job: UserJob }) {
  const { account } = useSession()
  const tools = useQuery(biToolsQuery)
  const config = useQuery(reportConfigQuery(job.id))
  const automated = useQuery(automatedFilterQuery(job.id))
  const loaded = tools.isSuccess && config.isSuccess && !automated.isPending
  // A failed read of the automated settings only loses their defaults: the report task holds the rest.
  const initial = useMemo(
    () =>
      loaded
        ? draftFromSaved({ job, tools: tools.data, config: config.data, automated: automated.data ?? null })
        : null,
    [loaded, job, tools.data, config.data, automated.data],
  )
  const failed = tools.error ?? config.error
  if (failed) {
    return (
      <Stack gap="lg">
        <Alert color="red" variant="light" role="alert">
          {`The report configuration could not be loaded: ${errorText(failed)}`}
        </Alert>
        <Group justify="space-between">
          <Button variant="default" onClick={onPrevious}>
            Previous
          </Button>
          <Button
            variant="light"
            loading={tools.isFetching || config.isFetching}
            onClick={() => void Promise.all([tools.refetch(), config.refetch()])}
          >
            Try again
          </Button>
        </Group>
      </Stack>
    )
  }
  if (!initial || !tools.data) return <PageState state="loading" label="Loading the report configuration" />
  return (
    <PreviewRowProvider jobId={job.id}>
      <ReportForm
        job={job}
        plan={account?.subscriptionType ?? null}
        tools={tools.data}
        initial={initial}
        hadAutomated={automated.data?.isAutomatedFiltersEnabled ?? false}
        onPrevious={onPrevious}
        onNext={onNext}
      />
    </PreviewRowProvider>
  )
}

/** Step 2, 'Generate PDF' (spec §2): the report, its filter rows and recipients, and how it renders. */
export function ReportStep({ job, onPrevious, onNext }: ReportStepProps) {
  if (!job || !Number.isInteger(job.id) || job.id <= 0) return <UnsavedJob onPrevious={onPrevious} />
  return <SavedJobStep job={job} onPrevious={onPrevious} onNext={onNext} />
}
