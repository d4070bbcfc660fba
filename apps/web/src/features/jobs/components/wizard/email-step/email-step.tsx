import type { UserJob } from '@herald/contracts'
import { Alert, Button, Group, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { PageState } from '../../../../../components/page-state.tsx'
import { errorText } from '../../../../../lib/api-error.ts'
import { emailConfigQuery } from '../../../api/email-config.ts'
import { WhoGetsWhat } from '../../safe-sending/who-gets-what.tsx'
import { DestinationsSection } from './destinations/destinations-section.tsx'
import { EmailConfigForm } from './email-config-form.tsx'

/** Step 3, 'Send Email': the job's email task (spec §2), from its saved or default configuration. */
export function EmailStep({ job, onPrevious }: { job: UserJob; onPrevious: () => void }) {
  const config = useQuery(emailConfigQuery(job.id))
  if (config.isPending) return <PageState state="loading" label="Loading the email configuration" />
  if (config.isError) {
    return (
      <Stack gap="lg">
        <Alert color="red" variant="light" role="alert">
          {`The email configuration could not be loaded: ${errorText(config.error)}`}
        </Alert>
        <Group justify="space-between">
          <Button variant="default" onClick={onPrevious}>
            Previous
          </Button>
          <Button variant="light" loading={config.isFetching} onClick={() => void config.refetch()}>
            Try again
          </Button>
        </Group>
      </Stack>
    )
  }
  return (
    <Stack gap="lg">
      <WhoGetsWhat jobId={job.id} />
      <DestinationsSection jobId={job.id} />
      <EmailConfigForm key={job.id} job={job} saved={config.data} onPrevious={onPrevious} />
    </Stack>
  )
}
