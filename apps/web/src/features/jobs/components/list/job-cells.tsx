import { describeSchedule, type UserJob } from '@herald/contracts'
import { Text } from '@mantine/core'
import { formatDateTime } from '../../../../lib/format-date.ts'
import { firstRunReplacedNote } from '../../lib/run-now-text.ts'
import { RefreshRunNote, withRefreshTrigger } from './refresh-run-note.tsx'

/** The job's schedule in words; an invalid cron in red, the cron itself on hover. */
export function ScheduleCell({ job }: { job: UserJob }) {
  const text = withRefreshTrigger(job, describeSchedule(job))
  const invalid = text.startsWith('Invalid cron:')
  return (
    <Text size="sm" c={invalid ? 'red' : undefined} title={job.jobCronExpression ?? undefined}>
      {text}
    </Text>
  )
}

/**
 * The next run on the job's clock; after refreshes, what it waits for (ADR 0044); under it a note while a run by
 * hand has taken the first scheduled run's place (ADR 0043). Shared by the table and the phone's cards.
 */
export function NextRunText({ job }: { job: UserJob }) {
  if (job.runAfterRefresh) return <RefreshRunNote job={job} />
  return (
    <>
      {formatDateTime(job.nextRun, job.timeZone)}
      {job.firstRunReplaced ? (
        <Text size="xs" c="dimmed">
          {firstRunReplacedNote}
        </Text>
      ) : null}
    </>
  )
}
