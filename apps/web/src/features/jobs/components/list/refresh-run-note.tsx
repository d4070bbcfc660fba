import { refreshMessages, type UserJob } from '@herald/contracts'
import { Text } from '@mantine/core'
import { formatDateTime } from '../../../../lib/format-date.ts'

/** The Job Schedule text of a job that runs after refreshes: 'After each data refresh', or the schedule and it. */
export function withRefreshTrigger(job: UserJob, schedule: string): string {
  if (!job.runAfterRefresh) return schedule
  return job.runOnSchedule ? `${schedule}, and after each data refresh` : 'After each data refresh'
}

/**
 * Next run of a job that runs after its data refreshes (ADR 0044): 'Waiting for the next refresh', its next
 * scheduled run too when it keeps its schedule, and the last refresh's failure in red.
 */
export function RefreshRunNote({ job }: { job: UserJob }) {
  return (
    <>
      {job.nextRun ? formatDateTime(job.nextRun, job.timeZone) : null}
      <Text size="xs" c={job.isActive ? 'blue' : 'dimmed'}>
        {job.isActive ? refreshMessages.waitingForRefresh : '--'}
      </Text>
      {job.refreshNote ? (
        <Text size="xs" c="red" style={{ whiteSpace: 'normal', maxWidth: 260 }}>
          {job.refreshNote}
        </Text>
      ) : null}
    </>
  )
}
