import { refreshMessages, type UserJob } from '@herald/contracts'
import { Alert, Text } from '@mantine/core'

/** Where the job's refresh trigger stands: waiting for a refresh, the last refresh's failure, a refused save. */
export function RefreshStatus({ job, problem }: { job: UserJob; problem: string | null }) {
  return (
    <>
      {job.runAfterRefresh && job.isActive ? (
        <Text size="sm" c="blue" fw={500}>
          {refreshMessages.waitingForRefresh}
        </Text>
      ) : null}
      {job.refreshNote ? (
        <Alert color="red" variant="light" title="Last refresh">
          {job.refreshNote}
        </Alert>
      ) : null}
      {problem ? (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      ) : null}
    </>
  )
}
