import type { UserJob } from '@herald/contracts'
import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'

const LIST = '/user-jobs?skipRefresh=true'

/** Job Summary › the job's name, and whether the wizard edits a job or creates one. */
export function WizardHeader({ job }: { job: UserJob | undefined }) {
  return (
    <Stack gap={4}>
      <Breadcrumbs>
        <Anchor component={Link} to={LIST} size="sm">
          Job Summary
        </Anchor>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {job?.name ?? 'New Job'}
        </Text>
      </Breadcrumbs>
      <Title order={2}>{job ? 'Edit Job' : 'Create a New Job'}</Title>
    </Stack>
  )
}
