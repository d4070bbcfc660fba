import { Button, Paper, Stack, Title } from '@mantine/core'
import { useNavigate } from 'react-router'
import { WithJob } from '../job-load-state.tsx'
import { ScheduleForm } from '../wizard/schedule-form.tsx'
import { entityTitle } from './entity-title.ts'
import { useGoBack } from './use-go-back.ts'

/** /entity/user-jobs/:id/edit: the job's name and schedule, saved in place. */
export function EntityJobEditPage() {
  const navigate = useNavigate()
  const goBack = useGoBack()
  return (
    <WithJob>
      {(job) => (
        <Stack gap="md" maw={1100}>
          <Title order={2}>{entityTitle('Edit User Jobs', job.name)}</Title>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <ScheduleForm
              key={job.id}
              job={job}
              submitLabel="Save"
              secondaryAction={
                <Button variant="default" onClick={goBack}>
                  Back
                </Button>
              }
              onSaved={(saved) => void navigate(`/entity/user-jobs/${saved.id}`, { replace: true })}
            />
          </Paper>
        </Stack>
      )}
    </WithJob>
  )
}
